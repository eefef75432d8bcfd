import type { Meta } from '@storybook/react-vite';
import { commissionsHandlers } from '../../../../test/screens/commissions.ts';
import { personas } from '../../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../../test/screens/screen-story.tsx';
import { screenMeta, spanish } from '../../../../test/screens/screen-story.tsx';

// Parts & Services Commissions → Home: Costa's periods and their totals per brand and department, read only.
const meta = {
  title: 'Screens/Commissions/Parts & Services',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta(
    { path: '/commissions/home', persona: personas.commissionsViewer, shows: /Costa Parts & Service/ },
    commissionsHandlers,
  ),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();
