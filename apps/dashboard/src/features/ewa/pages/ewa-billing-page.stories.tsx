import type { Meta } from '@storybook/react-vite';
import { ewaHandlers } from '../../../test/screens/ewa.ts';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, spanish } from '../../../test/screens/screen-story.tsx';

const meta = {
  title: 'Screens/EWA/Billing',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta({ path: '/ewa/billing', persona: personas.ewa, shows: /ISLA-103-0041/ }, ewaHandlers),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish();
