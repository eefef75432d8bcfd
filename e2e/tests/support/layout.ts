import { expect, type Locator, type Page } from '@playwright/test';

/** What in the page is wider than its box and scrolls sideways: tables, their cards, the page itself. */
export function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('main *')]
      // Cells, and words cut with an ellipsis (a link's name in a narrow column), carry their whole text in a title.
      .filter((element) => element.tagName !== 'TD' && element.tagName !== 'TH' && element.clientWidth > 100)
      .filter((element) => getComputedStyle(element).textOverflow !== 'ellipsis')
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          (element === document.documentElement || getComputedStyle(element).overflowX !== 'visible'),
      )
      .map(
        (element) =>
          `${element.tagName} ${element.getAttribute('aria-label') ?? ''} ${element.scrollWidth}/${element.clientWidth}`,
      ),
  );
}

/**
 * The controls in a table's cells that reach past their cell, where the cell cuts them off: a button, link or field
 * must fit its column (a link's words may be cut with an ellipsis inside it, never the control itself).
 */
export function controlsCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main td, main th')].flatMap((cell) => {
      const edges = cell.getBoundingClientRect();
      return [...cell.querySelectorAll('button, a, input, select, [role="button"]')]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && (box.right > edges.right + 0.5 || box.left < edges.left - 0.5);
        })
        .map((control) => `${control.tagName} "${control.textContent?.trim() ?? ''}" in ${cell.tagName}`);
    }),
  );
}

/**
 * The tables' headers cut short: a header longer than its column takes two lines, so one that is still cut has a word
 * wider than its column (a translated label, most often).
 */
export function headersCut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main th')]
      .filter((header) =>
        [header, ...header.querySelectorAll('*')].some(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible',
        ),
      )
      .map((header) => header.textContent?.trim() ?? ''),
  );
}

/**
 * The values a table's rows show cut short (an ellipsis, or clipped by their cell), as "header: value", leaving out the
 * columns named in `except` (a name cut with its whole text on hover). Only the rows drawn are read.
 */
export function valuesCut(table: Locator, except: readonly string[] = []): Promise<string[]> {
  return table.evaluate((element, skipped) => {
    const headers = [...element.querySelectorAll('thead th')].map((header) => header.textContent?.trim() ?? '');
    return [...element.querySelectorAll('tbody tr')].flatMap((row) =>
      [...row.children].flatMap((cell, index) => {
        const header = headers[index] ?? String(index);
        if (skipped.includes(header)) return [];
        const cut = [cell, ...cell.querySelectorAll('*')].some(
          (part) =>
            part.clientWidth > 2 &&
            part.scrollWidth > part.clientWidth + 1 &&
            getComputedStyle(part).overflowX !== 'visible',
        );
        return cut ? [`${header}: ${cell.textContent?.trim() ?? ''}`] : [];
      }),
    );
  }, except);
}

/**
 * `valuesCut` over every row of a long table: its scroller (the region around it) is scrolled a screenful at a time to
 * its end (40 screenfuls at most), so the rows a virtual table draws only when scrolled to are read too. Scrolled back
 * to the top after.
 */
export async function valuesCutInEveryRow(table: Locator, except: readonly string[] = []): Promise<string[]> {
  const cut = new Set<string>();
  for (let step = 0; step < 40; step++) {
    for (const value of await valuesCut(table, except)) cut.add(value);
    const atEnd = await table.evaluate((element) => {
      const scroller = element.closest('[role="region"]');
      if (!scroller || scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return true;
      scroller.scrollTop += scroller.clientHeight;
      return false;
    });
    if (atEnd) break;
    // The virtual rows follow the scroll in the next frames.
    await table.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await table.evaluate((element) => element.closest('[role="region"]')?.scrollTo({ top: 0 }));
  return [...cut];
}

/** A table of a page, named in one language, with the column whose long values may be cut (a name, whole on hover). */
export type TableIn = { language: 'en-US' | 'es-PR'; table: string | RegExp; except?: string };

/**
 * Opens `path` at 1280 pixels in each language given and expects every value of its table whole, every row read, but
 * for the `except` column: once its rows are in and nothing is loading.
 */
export async function expectValuesWhole(page: Page, path: string, tables: readonly TableIn[]): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const { language, table, except } of tables) {
    await page.goto(path);
    await page.evaluate((chosen) => localStorage.setItem('cuadre.language', JSON.stringify(chosen)), language);
    await page.reload();
    const shown = page.getByRole('table', { name: table });
    await expect(shown.getByRole('row').nth(1)).toBeVisible();
    await expect(shown).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect
      .poll(() => valuesCutInEveryRow(shown, except === undefined ? [] : [except]), {
        message: `${path} in ${language}`,
      })
      .toEqual([]);
  }
}
