import { eq, isNull, notInArray, or } from 'drizzle-orm';
import { DEAL_TYPES, dealAmountErrors, MAX_COMMISSION_COUNT, parseDollars } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { brands, deals, departments } from '../../db/schema/index.ts';
import { where } from '../common.ts';
import { rowPointer } from '../csv-upload.ts';
import { dollars } from '../guardrails.ts';
import { dealTypeIn } from './upload-kinds.ts';
import { inPeriod, type CheckedFile, type DealRow } from './upload-rows.ts';

/** A deals file's deals, each of a known brand (and department), numbered as no standing deal is. */
export async function dealRowsOf(
  tx: Db,
  companyId: string,
  replaced: readonly { id: string }[],
  { rows, matched, period, errors }: CheckedFile,
): Promise<DealRow[]> {
  const dealRows: DealRow[] = [];
  const brandRows = await tx
    .select({ id: brands.id, name: brands.name, department: departments.name })
    .from(brands)
    .leftJoin(departments, eq(departments.brandId, brands.id))
    .where(eq(brands.companyId, companyId));
  const replacedIds = replaced.map((upload) => upload.id);
  // The deals of a file this one replaces leave with it: the corrected file may carry the same numbers.
  const standing = await tx
    .select({ dealNumber: deals.dealNumber })
    .from(deals)
    .where(
      where(
        eq(deals.companyId, companyId),
        isNull(deals.supersededAt),
        replacedIds.length > 0 ? or(isNull(deals.uploadId), notInArray(deals.uploadId, replacedIds)) : undefined,
      ),
    );
  const seen = new Set(standing.map((deal) => deal.dealNumber));
  rows.forEach((row, index) => {
    if (!row.dealNumber)
      errors.push({
        pointer: rowPointer(index, 'dealNumber'),
        message: `Row ${index + 1}: the deal number is missing.`,
      });
    else if (seen.has(row.dealNumber))
      errors.push({
        pointer: rowPointer(index, 'dealNumber'),
        message: `Row ${index + 1}: deal ${row.dealNumber} already exists.`,
      });
    if (row.dealNumber) seen.add(row.dealNumber);
    if (!inPeriod(row.date, period))
      errors.push({
        pointer: rowPointer(index, 'date'),
        message: `Row ${index + 1}: the date must be YYYY-MM-DD inside the upload’s period.`,
      });
    const brand = brandRows.find((b) => b.name === row.brand);
    if (!brand)
      errors.push({
        pointer: rowPointer(index, 'brand'),
        message: `Row ${index + 1}: no brand ${row.brand || '(empty)'}.`,
      });
    const department = row.department ?? '';
    if (department !== '' && brand && !brandRows.some((b) => b.name === row.brand && b.department === department)) {
      errors.push({
        pointer: rowPointer(index, 'department'),
        message: `Row ${index + 1}: no department ${department} in brand ${row.brand}.`,
      });
    }
    const unitsText = row.units ?? '';
    const units = unitsText === '' ? 1 : /^\d{1,9}$/.test(unitsText) ? Number(unitsText) : null;
    if (units === null || units > MAX_COMMISSION_COUNT)
      errors.push({
        pointer: rowPointer(index, 'units'),
        message: `Row ${index + 1}: the units must be a whole number from 0 to 100,000,000.`,
      });
    const dealType = DEAL_TYPES.find((type) => type === row.dealType);
    if (!dealType)
      errors.push({
        pointer: rowPointer(index, 'dealType'),
        message: `Row ${index + 1}: the deal type must be ${DEAL_TYPES.slice(0, -1).join(', ')} or ${DEAL_TYPES.at(-1)}.`,
      });
    const saleAmount = parseDollars(row.saleAmount ?? '');
    const grossProfit = parseDollars(row.grossProfit ?? '');
    if (saleAmount === null)
      errors.push({
        pointer: rowPointer(index, 'saleAmount'),
        message: `Row ${index + 1}: the sale amount must be dollars with cents.`,
      });
    if (grossProfit === null)
      errors.push({
        pointer: rowPointer(index, 'grossProfit'),
        message: `Row ${index + 1}: the gross profit must be dollars with cents.`,
      });
    if (dealType && saleAmount !== null && grossProfit !== null) {
      for (const error of dealAmountErrors({ dealType, saleAmount, grossProfit })) {
        errors.push({
          pointer: rowPointer(index, error.field),
          message: `Row ${index + 1}: ${error.message} This ${dealType} deal has a sale amount of ${dollars(saleAmount)} and a gross profit of ${dollars(grossProfit)}.`,
        });
      }
    }
    const worker = matched[index];
    if (worker && brand && dealType && saleAmount !== null && grossProfit !== null && units !== null) {
      dealRows.push({
        companyId,
        brandId: brand.id,
        workerId: worker.id,
        dealNumber: row.dealNumber!,
        dealDate: row.date!,
        saleType: dealTypeIn[dealType],
        department: department !== '' ? department : worker.department,
        units,
        customerName: row.customerName ?? '',
        vehicle: row.vehicle ?? '',
        stockNumber: row.stockNumber ?? '',
        salePrice: saleAmount,
        frontGross: grossProfit,
        backGross: 0,
        commission: 0,
      });
    }
  });
  return dealRows;
}
