import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// Message catalogs are written as ICU MessageFormat strings in TypeScript (typed keys). The production build
// compiles every message to Lingui's compiled form, so the browser never downloads the ICU parser; dev and
// tests compile at run time instead (see src/shared/i18n/i18n.ts).
// Catalog modules: the shared catalogs (src/shared/i18n/messages/*.ts) and every *messages.ts that defines a
// feature's messages (build/compile-catalogs.test.ts fails when a catalog is named otherwise).
export const CATALOG_FILE = /\/src\/(?:shared\/i18n\/messages\/[^/]+|(?:.+\/)?[^/]*messages)\.ts$/;

type Node = { type: string; start: number; end: number; [field: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

// Every `'area.key': 'message'` property in the module: a string key with a dot and a string value.
function messageLiterals(root: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'Property') {
      const key = node.key as Node & { value?: unknown };
      const value = node.value as Node & { value?: unknown };
      if (
        key.type === 'Literal' &&
        typeof key.value === 'string' &&
        key.value.includes('.') &&
        value.type === 'Literal' &&
        typeof value.value === 'string'
      ) {
        found.push(value);
        return;
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.filter(isNode).forEach(visit);
      else if (isNode(child)) visit(child);
    }
  };
  visit(root);
  return found;
}

export function compileCatalogs(): Plugin {
  return {
    name: 'cuadre:compile-catalogs',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0] ?? '')) return null;
      const literals = messageLiterals(this.parse(code) as unknown as Node);
      if (literals.length === 0) return null;
      let output = code;
      for (const literal of [...literals].sort((a, b) => b.start - a.start)) {
        const compiled = compileMessage(literal.value as string);
        output = output.slice(0, literal.start) + JSON.stringify(compiled) + output.slice(literal.end);
      }
      return { code: output, map: null };
    },
  };
}
