import type { Meta } from '@storybook/react-vite';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, spanish } from '../../../test/screens/screen-story.tsx';
import { tipsHandlers } from '../../../test/screens/tips.ts';

// Tips → Reports: Isla Condado's tips of the last two weeks by role, with their totals.
const meta = {
  title: 'Screens/Tips/Reports',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta({ path: '/tips/reports', persona: personas.tipsAdmin, shows: /Bartender/ }, tipsHandlers),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();
