import type { Meta } from '@storybook/react-vite';
import { commissionsHandlers } from '../../../../test/screens/commissions.ts';
import { personas } from '../../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../../test/screens/screen-story.tsx';
import { screenMeta, spanish } from '../../../../test/screens/screen-story.tsx';

// Commissions → Commission Batches: Costa's batches as the provider's staff, who run this area, see them.
const meta = {
  title: 'Screens/Commissions/Commission Batches',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta(
    { path: '/commissions-v3/home', persona: personas.staff, shows: /Costa Honda · Sales/ },
    commissionsHandlers,
  ),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();
