import type { Meta } from '@storybook/react-vite';
import { OCTOBER_BATCH, commissionsHandlers } from '../../../../test/screens/commissions.ts';
import { personas } from '../../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../../test/screens/screen-story.tsx';
import { screenMeta, spanish } from '../../../../test/screens/screen-story.tsx';

const meta = {
  title: 'Screens/Commissions/Batch Details',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta(
    {
      path: `/commissions-v2/batch-details?id=${OCTOBER_BATCH}`,
      persona: personas.commissionsApprover,
      shows: /Maldonado Ríos/,
    },
    commissionsHandlers,
  ),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();
