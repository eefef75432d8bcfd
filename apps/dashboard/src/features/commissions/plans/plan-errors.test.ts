import { DUPLICATE_LINE_MESSAGE, STEP_RANGE_MESSAGE } from '@cuadre/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../shared/i18n/i18n.ts';
import type { CommissionsMessageKey } from '../messages.ts';
import '../messages.ts';
import { describePlanError, planFieldName } from './plan-errors.ts';
import { LINES_REQUIRED_MESSAGE } from './plan-form.ts';

const t = (key: CommissionsMessageKey, values?: Record<string, string | number>) => i18n._(key, values);

describe('a plan error names its field', () => {
  afterAll(() => activateLocale('en-US'));

  it.each([
    ['/brand', 'Brand'],
    ['/workerIds/3', 'Named workers'],
    ['/lines', 'Lines'],
    ['/lines/1', 'Line 2'],
    ['/lines/0/name', 'Line 1, Name'],
    ['/lines/2/addTo/0', 'Line 3, Adds to'],
    ['/lines/0/steps/2/max', 'Line 1, Up to, step 3'],
    ['/lines/0/steps', 'Line 1, Steps'],
  ])('%s is "%s"', (path, name) => {
    expect(planFieldName(path, t)).toBe(name);
  });

  it('says what is wrong with the field, in English and in Spanish', async () => {
    await activateLocale('en-US');
    expect(describePlanError({ path: '/lines/0/steps/0/max', message: STEP_RANGE_MESSAGE }, t)).toBe(
      'Line 1, Up to, step 1: The maximum must be greater than the minimum.',
    );
    expect(describePlanError({ path: '/lines', message: LINES_REQUIRED_MESSAGE }, t)).toBe(
      'Lines: Add at least one line.',
    );
    await activateLocale('es-PR');
    expect(describePlanError({ path: '/lines/1/name', message: DUPLICATE_LINE_MESSAGE }, t)).toBe(
      'Línea 2, Nombre: Otra línea de comisión tiene este nombre.',
    );
  });

  it("keeps the server's own message as it came", async () => {
    await activateLocale('en-US');
    expect(describePlanError({ path: '/brand', message: 'No brand Costa Kia in this company.' }, t)).toBe(
      'Brand: No brand Costa Kia in this company.',
    );
  });
});
