import { describe, expect, it } from 'vitest';
import { pagePath, pageScripts, renderPageEntry } from './page-entry.ts';

const entry = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe("a page's entry names the scripts of the page it opens", () => {
  it('reads the address as the page table writes it', () => {
    expect(pagePath('/ewa/employees?tab=1')).toBe('/ewa/employees');
    expect(pagePath('/ewa/employees/')).toBe('/ewa/employees');
    expect(pagePath('/ewa/employees#top')).toBe('/ewa/employees');
    expect(pagePath('/')).toBe('/');
  });

  it('puts a module preload for each script in the head, in the order the build listed them', () => {
    const html = renderPageEntry(entry, ['assets/page-1.js', 'assets/DataTable-2.js']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js" />');
    expect(head.indexOf('/assets/page-1.js')).toBeLessThan(head.indexOf('/assets/DataTable-2.js'));
    expect(html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s+/g, ' ')).toBe(
      entry.replace(/\s+/g, ' '),
    );
  });

  it('leaves the entry as it is for an address that is not a page', () => {
    expect(renderPageEntry(entry, pageScripts({ '/ewa/employees': ['assets/page-1.js'] }, '/nowhere'))).toBe(entry);
  });

  it.each([
    ['no list', null],
    ['a list that is not an object', ['assets/page-1.js']],
    ['a page whose list is not an array', { '/ewa/employees': 'assets/page-1.js' }],
    ['a name inherited from the object prototype', {}],
  ])('names nothing for %s', (_case, preloads) => {
    expect(pageScripts(preloads, '/ewa/employees')).toEqual([]);
    expect(pageScripts(preloads, '/constructor')).toEqual([]);
  });

  it('names only the build’s own scripts: nothing that could break out of the attribute or leave the assets', () => {
    const preloads = {
      '/ewa/employees': [
        'assets/page-1.js',
        'assets/x.js" onload="alert(1)',
        '../secret.js',
        'https://elsewhere.example/x.js',
        'assets/style.css',
        42,
      ],
    };
    expect(pageScripts(preloads, '/ewa/employees')).toEqual(['assets/page-1.js']);
  });
});
