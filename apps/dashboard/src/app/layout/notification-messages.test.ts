import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../shared/i18n/i18n.ts';
import { NOTIFICATION_MESSAGES, notificationText } from './notification-messages.ts';

const t = (key: string, values?: Record<string, string | number>) => i18n._(key, values);

const rejected = {
  title: 'Batch rejected',
  body: 'The commission batch for Nov 1, 2026 to Nov 15, 2026 was rejected: Sin firma',
  message: {
    key: 'batch-rejected-reason' as const,
    values: { start: '2026-11-01', end: '2026-11-15', reason: 'Sin firma' },
  },
};

afterEach(() => activateLocale('en-US'));

describe("a notification in the reader's language", () => {
  it('writes the English of the API from the key and the values', () => {
    expect(notificationText(rejected, t, 'en')).toEqual({ title: rejected.title, body: rejected.body });
  });

  it('writes it in Spanish with the dates as a Puerto Rican reader writes them', async () => {
    await activateLocale('es-PR');
    expect(notificationText(rejected, t, 'es')).toEqual({
      title: 'Lote rechazado',
      body: 'El lote de comisiones del 1 nov 2026 al 15 nov 2026 fue rechazado: Sin firma',
    });
  });

  it('counts in the plural the language uses', async () => {
    await activateLocale('es-PR');
    const applied = {
      title: '',
      body: '',
      message: { key: 'insurance-applied' as const, values: { file: 'seguro.csv', rows: 1, workers: 2 } },
    };
    expect(notificationText(applied, t, 'es').body).toBe('Se aplicó seguro.csv: 1 fila de 2 empleados.');
  });

  it('tells who changed the bank details, when, and only the last four digits, in both languages', async () => {
    const changed = {
      title: 'Bank details changed',
      body: "Ada Rivera (ada@isla.example) replaced the company's bank details on Nov 20, 2026 at 14:05 (Puerto Rico time). Payroll money now goes to the account ending in 6789.",
      message: {
        key: 'bank-details-changed' as const,
        values: { who: 'Ada Rivera (ada@isla.example)', day: '2026-11-20', time: '14:05', last4: '6789' },
      },
    };
    expect(notificationText(changed, t, 'en')).toEqual({ title: changed.title, body: changed.body });
    await activateLocale('es-PR');
    expect(notificationText(changed, t, 'es')).toEqual({
      title: 'Cambiaron los datos bancarios',
      body: 'Ada Rivera (ada@isla.example) reemplazó los datos bancarios de la compañía el 20 nov 2026 a las 14:05 (hora de Puerto Rico). El dinero de la nómina ahora va a la cuenta que termina en 6789.',
    });
  });

  it('names a report by the name the reports page gives it, in both languages', async () => {
    const ready = {
      title: 'Report ready',
      body: 'The report “Transfers” for Jan 1, 2026 to Nov 30, 2026 is ready to download.',
      message: {
        key: 'report-ready' as const,
        values: { report: 'transactions', start: '2026-01-01', end: '2026-11-30' },
      },
    };
    expect(notificationText(ready, t, 'en')).toEqual({ title: ready.title, body: ready.body });
    await activateLocale('es-PR');
    expect(notificationText(ready, t, 'es')).toEqual({
      title: 'Informe listo',
      body: 'El informe «Transferencias» del 1 ene 2026 al 30 nov 2026 está listo para descargar.',
    });
  });

  it('keeps the title and body of a notification that carries no message', () => {
    expect(notificationText({ title: 'Old', body: 'Written once.', message: null }, t, 'en')).toEqual({
      title: 'Old',
      body: 'Written once.',
    });
  });

  it('has every message in both languages', () => {
    expect(Object.keys(NOTIFICATION_MESSAGES['es-PR']).sort()).toEqual(
      Object.keys(NOTIFICATION_MESSAGES['en-US']).sort(),
    );
  });
});
