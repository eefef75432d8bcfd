import type { Meta } from '@storybook/react-vite';
import { insuranceHandlers } from '../../../test/screens/insurance.ts';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, spanish } from '../../../test/screens/screen-story.tsx';

// Insurance → Uploads: the ledger file to upload and the payroll files applied each period before it.
const meta = {
  title: 'Screens/Insurance/Uploads',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta(
    { path: '/insurance/uploads', persona: personas.insurance, shows: /isla-seguros-2026-11-02-2026-11-15\.csv/ },
    insuranceHandlers,
  ),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();
