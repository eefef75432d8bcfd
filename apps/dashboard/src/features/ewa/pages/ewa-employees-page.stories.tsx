import type { Meta } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { ewaHandlers } from '../../../test/screens/ewa.ts';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, screenShown, spanish } from '../../../test/screens/screen-story.tsx';

const meta = {
  title: 'Screens/EWA/Employees',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta({ path: '/ewa/employees', persona: personas.ewa, shows: /Rivera Colón/ }, ewaHandlers),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();

// A worker's drawer, opened on their name in the roster: Luis Torres Santiago, paused by the company for his leave.
const openWorker: ScreenStory['play'] = async (context) => {
  await screenShown(context);
  await userEvent.click(context.canvas.getByRole('button', { name: /Torres Santiago/ }));
  await screen.findByText(/Licencia sin sueldo hasta el 4 de enero/, {}, { timeout: 20_000 });
};

export const WorkerDrawer: ScreenStory = { play: openWorker };

export const WorkerDrawerSpanish: ScreenStory = { ...spanish(), play: openWorker };
