import type { Schemas } from '@cuadre/api-client';
import type { Cents } from '@cuadre/domain';

export type OutstandingParts = { mcs: Cents; delta: Cents; credits: Cents; total: Cents };

/**
 * How the Outstanding balance is made of the MCS and Delta outstanding cards. Each card adds only positive balances,
 * the MCS and Delta ones per plan, Outstanding per worker (MCS plus Delta): a worker in credit on one plan owes that
 * much less on the other, so Outstanding is MCS + Delta less those credits, to the cent. The credits are what the two
 * cards count and Outstanding does not; never negative, as a worker's positive part of MCS plus Delta is never more
 * than the positive part of MCS plus that of Delta.
 */
export function outstandingParts(
  summary: Pick<Schemas['InsuranceTableSummary'], 'mcsOutstanding' | 'deltaOutstanding' | 'totalOutstanding'>,
): OutstandingParts {
  const { mcsOutstanding: mcs, deltaOutstanding: delta, totalOutstanding: total } = summary;
  return { mcs, delta, credits: mcs + delta - total, total };
}
