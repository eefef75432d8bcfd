import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { preloadDeferred } from '../packages/ui/src/utils/deferred.ts';

const fontWeights = ['400', '500', '600', '700'];

// Screenshots must not catch a transition half-way or a blinking caret.
const stillness = document.createElement('style');
stillness.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;
document.head.append(stillness);

beforeAll(async () => {
  // Stories press selects and table menus at once, and screenshots must show the finished part.
  await preloadDeferred();
  // document.fonts.check() answers true for fonts that never loaded; load() lists the faces it really loaded.
  for (const weight of fontWeights) {
    const faces = await document.fonts.load(`${weight} 14px Inter`);
    if (faces.length === 0 || faces.some((face) => face.status !== 'loaded')) {
      throw new Error(`The bundled Inter ${weight} did not load, so screenshots would not match the baselines.`);
    }
  }
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const frame = document.querySelector<HTMLElement>('[data-screenshot-frame]');
  if (!frame) throw new Error(`Story "${context.task.name}" rendered no screenshot frame.`);
  await document.fonts.ready;
  await expect.element(page.elementLocator(frame)).toMatchScreenshot(context.task.name);
});
