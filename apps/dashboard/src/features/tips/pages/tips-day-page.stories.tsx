import type { Meta } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, screenShown, spanish } from '../../../test/screens/screen-story.tsx';
import { tipsHandlers } from '../../../test/screens/tips.ts';

// Tips → Home: the latest day with tips in Isla Condado, its workers, hours, splits and notes.
const meta = {
  title: 'Screens/Tips/Day',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta({ path: '/tips/home', persona: personas.tipsAdmin, shows: /Negrón Class/ }, tipsHandlers),
} satisfies Meta;

export default meta;

// The panels under the workers' table are chunks of their own, each asking its own answer: they may come after the
// screen shows its workers, and the screenshot takes the splits panel's button and the unrecognized roles' title.
const newSplitButton = { name: /^(New split|Nuevo reparto)$/ };
const dayShown = async (context: Parameters<typeof screenShown>[0]): Promise<void> => {
  await screenShown(context);
  const { canvas } = context;
  await canvas.findByRole('heading', { name: /^(Unrecognized roles|Roles no reconocidos)$/ }, { timeout: 20_000 });
  await canvas.findByRole('button', newSplitButton, { timeout: 20_000 });
};

export const English: ScreenStory = { play: dayShown };

export const Spanish: ScreenStory = { ...spanish(), play: dayShown };

// A new split: the drawer the splits panel opens.
const newSplit: ScreenStory['play'] = async (context) => {
  await dayShown(context);
  await userEvent.click(context.canvas.getByRole('button', newSplitButton));
  await screen.findByRole('dialog', {}, { timeout: 20_000 });
};

export const NewSplit: ScreenStory = { play: newSplit };

export const NewSplitSpanish: ScreenStory = { ...spanish(), play: newSplit };
