import type { Meta } from '@storybook/react-vite';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, spanish } from '../../../test/screens/screen-story.tsx';
import { tipsHandlers } from '../../../test/screens/tips.ts';

// Tips → Payout History: thirty days of Isla Condado's payouts, as a chart and a table.
const meta = {
  title: 'Screens/Tips/Payout History',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta(
    { path: '/tips/payout-history-dashboard', persona: personas.tipsAdmin, shows: /\$1,4\d\d\.\d\d/ },
    tipsHandlers,
  ),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish(/1\.4\d\d,\d\d|1,4\d\d\.\d\d/);
