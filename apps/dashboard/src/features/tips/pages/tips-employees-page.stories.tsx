import type { Meta } from '@storybook/react-vite';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, screenShown, spanish } from '../../../test/screens/screen-story.tsx';
import { tipsHandlers } from '../../../test/screens/tips.ts';

// The group's tip rules (a form downloaded after the list) and its role rules load on their own, below the list: the
// screen is whole once both are in.
const rulesShown: ScreenStory['play'] = async (context) => {
  await screenShown(context);
  await context.canvas.findByDisplayValue('Busser', {}, { timeout: 20_000 });
  await context.canvas.findByText(/^(Job code|Código) 301$/, {}, { timeout: 20_000 });
};

// Tips → Employees: Isla Condado's tip-enabled workers with their tip settings, the group's tip rules and role rules.
const meta = {
  title: 'Screens/Tips/Employees',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta({ path: '/tips/employees', persona: personas.tipsAdmin, shows: /Cintrón Rivera/ }, tipsHandlers),
  play: rulesShown,
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();
