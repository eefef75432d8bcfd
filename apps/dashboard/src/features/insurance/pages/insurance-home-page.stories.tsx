import type { Meta } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { pending } from '../../../test/screens/contract.ts';
import { insuranceHandlers } from '../../../test/screens/insurance.ts';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, screenShown, spanish } from '../../../test/screens/screen-story.tsx';

const meta = {
  title: 'Screens/Insurance/Balances',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta({ path: '/insurance/home', persona: personas.insurance, shows: /Rivera Colón/ }, insuranceHandlers),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();

// A worker's ledger: the drawer the balances table opens on a worker's name.
const openLedger: ScreenStory['play'] = async (context) => {
  await screenShown(context);
  await userEvent.click(context.canvas.getByRole('button', { name: /Rivera Colón/ }));
  await screen.findByText(/Pago en efectivo en la oficina de Condado/, {}, { timeout: 20_000 });
};

export const WorkerLedger: ScreenStory = { play: openLedger };

export const WorkerLedgerSpanish: ScreenStory = { ...spanish(), play: openLedger };

// The balances while the table is on its way.
export const Loading: ScreenStory = {
  parameters: {
    msw: { handlers: { screen: [pending('post', '/insurance/get-table'), ...insuranceHandlers] } },
    screen: { shows: /Balances/ },
  },
};
