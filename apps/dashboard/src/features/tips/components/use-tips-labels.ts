import type { Schemas } from '@cuadre/api-client';
import type { SplitType } from '@cuadre/domain';
import {
  AMOUNT_OVER_TOTAL_MESSAGE,
  AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE,
  CUSTOM_AMOUNTS_OVER_TOTAL_MESSAGE,
  DUPLICATE_RECIPIENT_MESSAGE,
  NEGATIVE_AMOUNT_MESSAGE,
  NO_RECIPIENTS_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  NOT_CENTS_MESSAGE,
  PERCENT_RANGE_MESSAGE,
  PERCENTAGES_NOT_100_MESSAGE,
  REQUIRED_MESSAGE,
  TOO_MANY_DECIMALS_MESSAGE,
  ZERO_HOURS_MESSAGE,
} from '@cuadre/domain';
import type { BadgeTone as Tone } from '@cuadre/ui';
import { useCallback } from 'react';
import { useRoleRuleMessage } from '../../../shared/tips/role-rule-messages.ts';
import type { TipsMessageKey as MessageKey } from '../messages.ts';
import { useT } from '../hooks/use-tips-t.ts';
import { SOURCE_RECEIVES_MESSAGE, TWO_DECIMALS_MESSAGE } from '../utils/split-draft.ts';

const DOMAIN_MESSAGES: Record<string, MessageKey> = {
  [AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE]: 'tips.validation.automaticDisbursement',
  [REQUIRED_MESSAGE]: 'tips.validation.required',
  [NOT_CENTS_MESSAGE]: 'tips.validation.notCents',
  [NEGATIVE_AMOUNT_MESSAGE]: 'tips.validation.negative',
  [NO_RECIPIENTS_MESSAGE]: 'tips.validation.noRecipients',
  [DUPLICATE_RECIPIENT_MESSAGE]: 'tips.validation.duplicateRecipient',
  [PERCENT_RANGE_MESSAGE]: 'tips.validation.percentRange',
  [PERCENTAGES_NOT_100_MESSAGE]: 'tips.validation.percentagesNot100',
  [AMOUNT_OVER_TOTAL_MESSAGE]: 'tips.validation.amountOverTotal',
  [CUSTOM_AMOUNTS_OVER_TOTAL_MESSAGE]: 'tips.validation.customAmountsOverTotal',
  [ZERO_HOURS_MESSAGE]: 'tips.validation.zeroHours',
  [NOT_A_NUMBER_MESSAGE]: 'tips.validation.notANumber',
  [TOO_MANY_DECIMALS_MESSAGE]: 'tips.validation.tooManyDecimals',
  [TWO_DECIMALS_MESSAGE]: 'tips.validation.twoDecimals',
  [SOURCE_RECEIVES_MESSAGE]: 'tips.validation.sourceReceives',
};

// The domain's and the server's English messages in the active language (unknown ones as they came); the role rules'
// own are the shared ones Settings uses too.
export function useDomainMessage(): (message: string) => string {
  const t = useT();
  const roleRule = useRoleRuleMessage();
  return useCallback(
    (message: string) => {
      const key = DOMAIN_MESSAGES[message];
      if (key !== undefined) return t(key);
      return roleRule(message) ?? message;
    },
    [t, roleRule],
  );
}

export const TIP_STATUS_TONE: Record<Schemas['TipStatus'], Tone> = {
  pending: 'neutral',
  ready: 'info',
  approved: 'info',
  paid: 'positive',
  failed: 'critical',
};

export const SPLIT_ITEM_TONE: Record<Schemas['TipSplitItemStatus'], Tone> = {
  ready: 'info',
  approved: 'positive',
  fail: 'critical',
};

export const DAY_STATUS_TONE: Record<Schemas['TipDaySummary']['status'], Tone> = {
  pending: 'neutral',
  'partially-paid': 'caution',
  paid: 'positive',
  failed: 'critical',
};

export const REVIEW_TONE: Record<Schemas['TipRecord']['reviewStatus'], Tone> = {
  unreviewed: 'neutral',
  reviewed: 'positive',
  flagged: 'caution',
};

export const SPLIT_TYPE_KEYS: Record<SplitType, MessageKey> = {
  money: 'tips.splitType.money',
  percentage: 'tips.splitType.percentage',
  equal: 'tips.splitType.equal',
  'hours-based': 'tips.splitType.hoursBased',
  'custom-amount': 'tips.splitType.customAmount',
  'custom-percentage': 'tips.splitType.customPercentage',
};

export const TIP_STATUS_KEYS: Record<Schemas['TipStatus'], MessageKey> = {
  pending: 'tips.status.pending',
  ready: 'tips.status.ready',
  approved: 'tips.status.approved',
  paid: 'tips.status.paid',
  failed: 'tips.status.failed',
};

export const SPLIT_ITEM_KEYS: Record<Schemas['TipSplitItemStatus'], MessageKey> = {
  ready: 'tips.splitItem.ready',
  approved: 'tips.splitItem.approved',
  fail: 'tips.splitItem.fail',
};

export const DAY_STATUS_KEYS: Record<Schemas['TipDaySummary']['status'], MessageKey> = {
  pending: 'tips.dayStatus.pending',
  'partially-paid': 'tips.dayStatus.partiallyPaid',
  paid: 'tips.dayStatus.paid',
  failed: 'tips.dayStatus.failed',
};

export const REVIEW_KEYS: Record<Schemas['TipRecord']['reviewStatus'], MessageKey> = {
  unreviewed: 'tips.review.unreviewed',
  reviewed: 'tips.review.reviewed',
  flagged: 'tips.review.flagged',
};

export const BATCH_STATUS_KEYS: Record<Schemas['TipBatch']['status'], MessageKey> = {
  open: 'tips.batchStatus.open',
  distributed: 'tips.batchStatus.distributed',
  paid: 'tips.batchStatus.paid',
};

export const BATCH_STATUS_TONE: Record<Schemas['TipBatch']['status'], Tone> = {
  open: 'info',
  distributed: 'caution',
  paid: 'positive',
};

export const SHIFT_KEYS: Record<Schemas['TipRecord']['shiftType'], MessageKey> = {
  breakfast: 'tips.shift.breakfast',
  lunch: 'tips.shift.lunch',
  dinner: 'tips.shift.dinner',
  banquet: 'tips.shift.banquet',
  other: 'tips.shift.other',
};
