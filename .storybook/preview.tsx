import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/fonts.ts';
import '../packages/ui/src/reset/reset.css.ts';
import '../packages/ui/src/themes/light.css.ts';

export type ScreenshotTarget = 'canvas' | 'viewport';

// Wraps every story in the element the visual test photographs; overlays that leave the flow get the whole viewport.
const withScreenshotFrame: Decorator = (Story, { parameters }) => {
  const screenshot = parameters.screenshot as { target?: ScreenshotTarget } | undefined;
  const target: ScreenshotTarget = screenshot?.target ?? 'canvas';
  return (
    <div
      data-screenshot-frame={target}
      style={
        target === 'viewport'
          ? { height: '100vh', padding: 16, boxSizing: 'border-box' }
          : { padding: 16, display: 'flow-root' }
      }
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withScreenshotFrame],
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        desktop: { name: 'Desktop 1280×720', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
        desktopLarge: { name: 'Desktop 1440×900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', ['Tokens'], 'Guidelines', '*'] },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
