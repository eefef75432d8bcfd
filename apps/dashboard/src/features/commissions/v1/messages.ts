import { defineFeatureMessages, useFeatureT } from '../../../shared/i18n/feature-messages.ts';

// The first-generation commission area's own screens: periods, reports and insights.
export const COMMISSIONS_V1_MESSAGES = defineFeatureMessages(
  {
    'commissionsV1.home.description': 'Commission periods, newest first, with totals per brand and department.',
    'commissionsV1.home.byDepartment': 'Totals by period, brand and department',
    'commissionsV1.home.periodTotal': 'Period total',
    'commissionsV1.home.periods': 'Periods',
    'commissionsV1.home.total': 'Total of all batches',
    'commissionsV1.home.approvedTotal': 'Approved total',
    'commissionsV1.home.empty': 'No commission periods yet',
    'commissionsV1.home.emptyDescription':
      'Periods and their totals show here once the commission batches of your company are loaded.',
    'commissionsV1.reports.description': 'A period’s commissions per worker, ready to export.',
    'commissionsV1.reports.period': 'Period',
    'commissionsV1.reports.choose': 'Choose a period',
    'commissionsV1.reports.chooseDescription': 'Pick a period to list every worker’s commission in it.',
    'commissionsV1.reports.label': 'Commissions per worker',
    'commissionsV1.reports.batchStatus': 'Batch status',
    'commissionsV1.reports.empty': 'No commissions in this period',
    'commissionsV1.reports.emptyDescription': 'No batch of this period has workers yet.',
    'commissionsV1.reports.total': 'Total of the period',
    'commissionsV1.insights.description':
      'Approved commissions over time, by department and title, and the top earners.',
    'commissionsV1.insights.byDepartment': 'Approved totals by department',
    'commissionsV1.insights.byTitle': 'Approved totals by title',
    'commissionsV1.insights.topEarners': 'Top earners',
    'commissionsV1.insights.empty': 'No approved commissions yet',
    'commissionsV1.insights.emptyDescription': 'Charts fill in as batches are approved.',
    'commissionsV1.insights.periods': 'Approved periods',
    'commissionsV1.insights.approvedTotal': 'Approved total',
    'commissionsV1.insights.chartSummary': 'Chart data as a table',
  },
  {
    'commissionsV1.home.description':
      'Períodos de comisiones, del más reciente al más antiguo, con totales por marca y departamento.',
    'commissionsV1.home.byDepartment': 'Totales por período, marca y departamento',
    'commissionsV1.home.periodTotal': 'Total del período',
    'commissionsV1.home.periods': 'Períodos',
    'commissionsV1.home.total': 'Total de todos los lotes',
    'commissionsV1.home.approvedTotal': 'Total aprobado',
    'commissionsV1.home.empty': 'Aún no hay períodos de comisiones',
    'commissionsV1.home.emptyDescription':
      'Los períodos y sus totales aparecen aquí cuando se cargan los lotes de comisiones de su compañía.',
    'commissionsV1.reports.description': 'Las comisiones de un período por empleado, listas para exportar.',
    'commissionsV1.reports.period': 'Período',
    'commissionsV1.reports.choose': 'Elija un período',
    'commissionsV1.reports.chooseDescription': 'Elija un período para ver la comisión de cada empleado.',
    'commissionsV1.reports.label': 'Comisiones por empleado',
    'commissionsV1.reports.batchStatus': 'Estado del lote',
    'commissionsV1.reports.empty': 'No hay comisiones en este período',
    'commissionsV1.reports.emptyDescription': 'Ningún lote de este período tiene empleados aún.',
    'commissionsV1.reports.total': 'Total del período',
    'commissionsV1.insights.description':
      'Comisiones aprobadas en el tiempo, por departamento y título, y quienes más ganan.',
    'commissionsV1.insights.byDepartment': 'Totales aprobados por departamento',
    'commissionsV1.insights.byTitle': 'Totales aprobados por título',
    'commissionsV1.insights.topEarners': 'Quienes más ganan',
    'commissionsV1.insights.empty': 'Aún no hay comisiones aprobadas',
    'commissionsV1.insights.emptyDescription': 'Las gráficas se llenan a medida que se aprueban lotes.',
    'commissionsV1.insights.periods': 'Períodos aprobados',
    'commissionsV1.insights.approvedTotal': 'Total aprobado',
    'commissionsV1.insights.chartSummary': 'Datos de la gráfica en tabla',
  },
);

export function useCommissionsV1T() {
  return useFeatureT(COMMISSIONS_V1_MESSAGES);
}
