import type { Meta } from '@storybook/react-vite';
import { personas } from '../../../test/screens/personas.ts';
import type { ScreenStory } from '../../../test/screens/screen-story.tsx';
import { screenMeta, spanish } from '../../../test/screens/screen-story.tsx';
import { settingsHandlers } from '../../../test/screens/settings.ts';

const meta = {
  title: 'Screens/Settings',
  // One screen at a time: a docs page would open every story of the file at once, on one worker's handlers.
  tags: ['!autodocs'],
  ...screenMeta({ path: '/settings', persona: personas.owner, shows: 'Funding and fees' }, settingsHandlers),
} satisfies Meta;

export default meta;

export const English: ScreenStory = {};

export const Spanish: ScreenStory = spanish('Financiamiento y cargos');
