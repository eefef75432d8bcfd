import type { Locale as DomainLocale } from '@cuadre/domain';
import { formatDate } from '@cuadre/domain';
import { defineFeatureMessages, useFeatureT } from '../../shared/i18n/feature-messages.ts';
import type { EmployerNotification } from './notifications-queries.ts';

// What each notification says, by the message key the API sends, in both languages; loaded with the bell's chunk.
export const NOTIFICATION_MESSAGES = defineFeatureMessages(
  {
    'notification.batch-submitted.title': 'Batch waiting for approval',
    'notification.batch-submitted.body':
      'The commission batch for {start} to {end} was submitted by {creator} and waits for an approver.',
    'notification.batch-approved.title': 'Batch approved',
    'notification.batch-approved.body': 'The commission batch for {start} to {end} was approved and goes to payroll.',
    'notification.batch-rejected.title': 'Batch rejected',
    'notification.batch-rejected.body': 'The commission batch for {start} to {end} was rejected.',
    'notification.batch-rejected-reason.title': 'Batch rejected',
    'notification.batch-rejected-reason.body': 'The commission batch for {start} to {end} was rejected: {reason}',
    'notification.insurance-applied.title': 'Insurance file processed',
    'notification.insurance-applied.body':
      '{file} was applied: {rows, plural, one {# row} other {# rows}} for {workers, plural, one {# worker} other {# workers}}.',
    'notification.invoice-due.title': 'Invoice due soon',
    'notification.invoice-due.body': 'Invoice {code} of group {group} is due on {due}.',
    'notification.deduction-file-missing.title': 'Deduction file missing',
    'notification.deduction-file-missing.body':
      'The deduction file of group {group} for {start} to {end} is due to payroll on {due} and has not been sent.',
    'notification.tips-locked.title': 'Tip days locked',
    'notification.tips-locked.body':
      'Tips of group {group} for {start} to {end} are locked while payroll runs; they cannot change until the lock is released.',
    'notification.tips-locked-reason.title': 'Tip days locked',
    'notification.tips-locked-reason.body':
      'Tips of group {group} for {start} to {end} are locked while payroll runs ({reason}); they cannot change until the lock is released.',
    'notification.tips-unrecognized-roles.title': 'Tips with unknown roles',
    'notification.tips-unrecognized-roles.body':
      '{tips, plural, one {# tip} other {# tips}} of group {group} on {day} came in with a role no rule knows; give each a role before the day is split.',
    'notification.bank-details-changed.title': 'Bank details changed',
    'notification.bank-details-changed.body':
      "{who} replaced the company's bank details on {day} at {time} (Puerto Rico time). Payroll money now goes to the account ending in {last4}.",
    'notification.report-ready.title': 'Report ready',
    'notification.report-ready.body':
      'The report “{report, select, deductions {Deductions summary} transactions {Transfers} invoices {Fees and invoices} workers {Workers} tips {Tips} payrollActivity {Payroll activity} commissions {Commissions} insuranceBalances {Insurance balances} other {{report}}}” for {start} to {end} is ready to download.',
    'notification.report-failed.title': 'Report failed',
    'notification.report-failed.body':
      'The report “{report, select, deductions {Deductions summary} transactions {Transfers} invoices {Fees and invoices} workers {Workers} tips {Tips} payrollActivity {Payroll activity} commissions {Commissions} insuranceBalances {Insurance balances} other {{report}}}” for {start} to {end} could not be built; generate it again, and if it fails again, contact support.',
  },
  {
    'notification.batch-submitted.title': 'Lote en espera de aprobación',
    'notification.batch-submitted.body':
      'El lote de comisiones del {start} al {end} fue enviado por {creator} y espera por un aprobador.',
    'notification.batch-approved.title': 'Lote aprobado',
    'notification.batch-approved.body': 'El lote de comisiones del {start} al {end} fue aprobado y pasa a la nómina.',
    'notification.batch-rejected.title': 'Lote rechazado',
    'notification.batch-rejected.body': 'El lote de comisiones del {start} al {end} fue rechazado.',
    'notification.batch-rejected-reason.title': 'Lote rechazado',
    'notification.batch-rejected-reason.body': 'El lote de comisiones del {start} al {end} fue rechazado: {reason}',
    'notification.insurance-applied.title': 'Archivo de seguro procesado',
    'notification.insurance-applied.body':
      'Se aplicó {file}: {rows, plural, one {# fila} other {# filas}} de {workers, plural, one {# empleado} other {# empleados}}.',
    'notification.invoice-due.title': 'Factura por vencer',
    'notification.invoice-due.body': 'La factura {code} del grupo {group} vence el {due}.',
    'notification.deduction-file-missing.title': 'Falta el archivo de descuentos',
    'notification.deduction-file-missing.body':
      'El archivo de descuentos del grupo {group} para el período del {start} al {end} debe llegar a la nómina el {due} y no se ha enviado.',
    'notification.tips-locked.title': 'Días de propinas bloqueados',
    'notification.tips-locked.body':
      'Las propinas del grupo {group} del {start} al {end} están bloqueadas mientras corre la nómina; no pueden cambiar hasta que se libere el bloqueo.',
    'notification.tips-locked-reason.title': 'Días de propinas bloqueados',
    'notification.tips-locked-reason.body':
      'Las propinas del grupo {group} del {start} al {end} están bloqueadas mientras corre la nómina ({reason}); no pueden cambiar hasta que se libere el bloqueo.',
    'notification.tips-unrecognized-roles.title': 'Propinas con roles desconocidos',
    'notification.tips-unrecognized-roles.body':
      '{tips, plural, one {# propina} other {# propinas}} del grupo {group} del {day} llegaron con un rol que ninguna regla conoce; asigne un rol a cada una antes de repartir el día.',
    'notification.bank-details-changed.title': 'Cambiaron los datos bancarios',
    'notification.bank-details-changed.body':
      '{who} reemplazó los datos bancarios de la compañía el {day} a las {time} (hora de Puerto Rico). El dinero de la nómina ahora va a la cuenta que termina en {last4}.',
    'notification.report-ready.title': 'Informe listo',
    'notification.report-ready.body':
      'El informe «{report, select, deductions {Resumen de descuentos} transactions {Transferencias} invoices {Cargos y facturas} workers {Empleados} tips {Propinas} payrollActivity {Actividad de nómina} commissions {Comisiones} insuranceBalances {Balances de seguro} other {{report}}}» del {start} al {end} está listo para descargar.',
    'notification.report-failed.title': 'El informe falló',
    'notification.report-failed.body':
      'El informe «{report, select, deductions {Resumen de descuentos} transactions {Transferencias} invoices {Cargos y facturas} workers {Empleados} tips {Propinas} payrollActivity {Actividad de nómina} commissions {Comisiones} insuranceBalances {Balances de seguro} other {{report}}}» del {start} al {end} no se pudo preparar; genérelo otra vez y, si vuelve a fallar, comuníquese con soporte.',
  },
);

type Translate = ReturnType<typeof useFeatureT<keyof (typeof NOTIFICATION_MESSAGES)['en-US']>>;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The notification's title and body in the reader's language; the API's English text when it sends no message. */
export function notificationText(
  notification: Pick<EmployerNotification, 'title' | 'body' | 'message'>,
  t: Translate,
  locale: DomainLocale,
): { title: string; body: string } {
  const message = notification.message;
  if (message === null) return { title: notification.title, body: notification.body };
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [
      name,
      typeof value === 'string' && CALENDAR_DATE.test(value) ? formatDate(value, locale) : value,
    ]),
  );
  return { title: t(`notification.${message.key}.title`), body: t(`notification.${message.key}.body`, values) };
}

export function useNotificationT(): Translate {
  return useFeatureT(NOTIFICATION_MESSAGES);
}
