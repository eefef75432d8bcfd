import { storedAtom } from '../../../../shared/states/stored-atom.ts';
import type { DealColumn } from '../deals/deal-columns.ts';
import { DEFAULT_HIDDEN_DEAL_COLUMNS, readHiddenColumns } from '../deals/deal-columns.ts';

export const HIDDEN_DEAL_COLUMNS_KEY = 'cuadre.commissionsV3.deals.hiddenColumns';

// §9: the deal columns a user hid, persisted in the browser's local storage; before any choice, the default ones.
export const hiddenDealColumnsState = storedAtom<DealColumn[]>(
  HIDDEN_DEAL_COLUMNS_KEY,
  [...DEFAULT_HIDDEN_DEAL_COLUMNS],
  readHiddenColumns,
);
