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

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();

// A new split: the drawer the splits panel opens.
const newSplit: ScreenStory['play'] = async (context) => {
  await screenShown(context);
  // The splits panel is a chunk of its own that asks its own answer: its button may come after the screen shows.
  const button = await context.canvas.findByRole(
    'button',
    { name: /^(New split|Nuevo reparto)$/ },
    { timeout: 20_000 },
  );
  await userEvent.click(button);
  await screen.findByRole('dialog', {}, { timeout: 20_000 });
};

export const NewSplit: ScreenStory = { play: newSplit };

export const NewSplitSpanish: ScreenStory = { ...spanish(), play: newSplit };
