import type { Schemas } from '@cuadre/api-client';
import type { Problem } from '../api/commissions-api.ts';
import {
  commissionValueErrors,
  fieldErrorSentence,
  formatCents,
  formatPeriod,
  MAX_MONEY_CENTS,
  parseDollars,
} from '@cuadre/domain';
import { Alert, Box, Button, Card, Drawer, Inline, Stack, Text, TextArea, TextField } from '@cuadre/ui';
import { useId, useState } from 'react';
import * as styles from '../components/commissions.css.ts';
import { Money } from '../components/status.tsx';
import { workerResult } from '../math/batch-math.ts';
import { workerName } from '../math/describe.ts';
import { describeStep, formatValue, textToValue, valueToText } from '../math/input-units.ts';
import type { ManualTotalCheck } from '../math/manual-total.ts';
import { checkManualTotal } from '../math/manual-total.ts';
import { useCommissionsT } from '../messages.ts';
import { planErrorMessage } from '../plans/plan-errors.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';

type WorkerCommission = Schemas['WorkerCommission'];

export type WorkerSave = { values: Record<string, number>; manual: ManualTotalCheck };

type WorkerDrawerProps = {
  commission: WorkerCommission | null;
  editable: boolean;
  saving: boolean;
  problem: Problem | null;
  onClose: () => void;
  onSave: (commission: WorkerCommission, save: WorkerSave) => void;
};

// One worker's commission: every input with its steps; editing a value recomputes the total here as the API will.
export function WorkerDrawer({ commission, ...props }: WorkerDrawerProps) {
  const t = useCommissionsT();
  return (
    <Drawer
      size="large"
      open={commission !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      closeLabel={t('commissions.action.close')}
      title={commission ? workerName(commission) : t('commissions.details.worker')}
    >
      {commission ? <WorkerForm key={commission.workerId} commission={commission} {...props} /> : null}
    </Drawer>
  );
}

function WorkerForm({
  commission,
  editable,
  saving,
  problem,
  onClose,
  onSave,
}: Omit<WorkerDrawerProps, 'commission'> & { commission: WorkerCommission }) {
  const t = useCommissionsT();
  const { locale } = useCommissionsSession();
  const formId = useId();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(commission.inputs.map((input) => [input.name, valueToText(input.inputType, input.value)])),
  );
  const [manualText, setManualText] = useState(
    commission.manualTotal === null ? '' : (commission.manualTotal / 100).toFixed(2),
  );
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const parsed = Object.fromEntries(
    commission.inputs.map((input) => [input.name, textToValue(input.inputType, texts[input.name] ?? '')]),
  );
  const values = Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, number] => entry[1] !== null),
  );
  const manual = checkManualTotal(commission.manualTotal, { text: manualText, reason }, parseDollars);
  const preview = workerResult(commission, {
    values,
    manualTotal: manual.kind === 'set' ? manual.cents : manual.kind === 'clear' ? null : commission.manualTotal,
  });
  // A value outside what its input measures (a fraction of a car, more than any paycheck) is stopped here as the API
  // would stop it. Whether a negative value is allowed is the plan's chargeback line to say, so that one is the API's.
  const valueProblem = (input: WorkerCommission['inputs'][number]): string | undefined => {
    const value = parsed[input.name];
    if (value === null || value === undefined) return undefined;
    const found = commissionValueErrors(
      value,
      { inputType: input.inputType, chargeback: true, origin: input.origin },
      input.name,
    )[0];
    return found === undefined ? undefined : planErrorMessage(found.message, t);
  };
  const invalidInputs = commission.inputs
    .filter((input) => parsed[input.name] === null || valueProblem(input) !== undefined)
    .map((input) => input.name);

  // The field of the batch change a refusal points at, as this form labels it.
  const fieldLabel = (pointer: string): string => {
    if (pointer.endsWith('/manualTotal')) return t('commissions.details.manualTotal');
    if (pointer.endsWith('/notes')) return t('commissions.details.manualReason');
    const sent = /\/inputs\/(\d+)\//.exec(pointer);
    const name = sent
      ? commission.inputs.filter((input) => values[input.name] !== undefined && values[input.name] !== input.value)[
          Number(sent[1])
        ]?.name
      : undefined;
    return name ? t('commissions.input.value', { name }) : t('commissions.error.thisValue');
  };

  const save = () => {
    setSubmitted(true);
    if (invalidInputs.length > 0 || manual.kind === 'invalid') return;
    onSave(commission, { values, manual });
  };

  const inputError = (input: WorkerCommission['inputs'][number], index: number): string | undefined => {
    const result = preview.inputs[index];
    if (submitted && parsed[input.name] === null) {
      return t(input.inputType === 'dollars' ? 'commissions.error.dollars' : 'commissions.error.number');
    }
    if (parsed[input.name] !== null && valueProblem(input) !== undefined) return valueProblem(input);
    if (result && result.errors.length > 0) return planErrorMessage(result.errors[0]?.message ?? '', t);
    return undefined;
  };
  const manualInvalid = submitted && manual.kind === 'invalid' ? manual : null;

  return (
    <Stack
      as="form"
      space="medium"
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Box as="dl" className={styles.facts}>
        <Text as="dt" tone="muted">
          {t('commissions.column.payrollFileNumber')}
        </Text>
        <Text as="dd" numeric>
          {commission.payrollFileNumber}
        </Text>
        <Text as="dt" tone="muted">
          {t('commissions.column.position')}
        </Text>
        <Text as="dd">
          {`${commission.brand} · ${commission.department} · ${commission.title} (${t('commissions.column.rank')} ${commission.rank})`}
        </Text>
      </Box>
      {commission.inputs.length === 0 ? <Text tone="muted">{t('commissions.details.noInputs')}</Text> : null}
      {commission.inputs.map((input, index) => (
        <Card
          key={input.name}
          title={input.name}
          headingLevel={3}
          actions={
            <Text size="large" weight="semibold">
              <Money cents={preview.inputs[index]?.total ?? null} locale={locale} />
            </Text>
          }
        >
          <Stack space="small" align="left">
            <Box as="dl" className={styles.facts}>
              <Text as="dt" tone="muted">
                {t('commissions.input.origin')}
              </Text>
              <Text as="dd">{t(`commissions.origin.${input.origin}`)}</Text>
              <Text as="dt" tone="muted">
                {t('commissions.input.uploads')}
              </Text>
              <Text as="dd" data-testid="input-uploads">
                {(input.uploads ?? []).length === 0
                  ? t('commissions.input.noUpload')
                  : (input.uploads ?? []).map((upload) => (
                      <div
                        key={upload.id}
                      >{`${upload.filename} · ${formatPeriod(upload.startDate, upload.endDate, locale)}`}</div>
                    ))}
              </Text>
              <Text as="dt" tone="muted">
                {t('commissions.input.type')}
              </Text>
              <Text as="dd">
                {`${t(`commissions.inputType.${input.inputType}`)} · ${t(`commissions.stepType.${input.stepType}`)}`}
              </Text>
              <Text as="dt" tone="muted">
                {t('commissions.input.initialValue')}
              </Text>
              <Text as="dd" numeric>
                {formatValue(input.inputType, input.initialValue, locale)}
              </Text>
              <Text as="dt" tone="muted">
                {t('commissions.input.steps')}
              </Text>
              <Text as="dd" size="small" tone="muted">
                {input.steps.length === 0
                  ? '—'
                  : input.steps.map((step, stepIndex) => (
                      <div key={stepIndex}>{describeStep(input.inputType, step, locale)}</div>
                    ))}
              </Text>
            </Box>
            <TextField
              className={styles.amount}
              label={t('commissions.input.value', { name: input.name })}
              value={texts[input.name] ?? ''}
              disabled={!editable}
              errorMessage={inputError(input, index)}
              onChange={(value) => setTexts((current) => ({ ...current, [input.name]: value }))}
            />
          </Stack>
        </Card>
      ))}
      <Card>
        <Stack space="small" align="left" aria-label={t('commissions.details.totals')} role="group">
          <Box as="dl" className={styles.facts}>
            <Text as="dt" tone="muted">
              {t('commissions.details.computedTotal')}
            </Text>
            <Text as="dd" data-testid="computed-total">
              <Money cents={preview.computedTotal} locale={locale} />
            </Text>
            <Text as="dt" tone="muted">
              {t('commissions.details.workerTotal')}
            </Text>
            <Text as="dd" weight="semibold" data-testid="worker-total">
              <Money cents={preview.effectiveTotal} locale={locale} />
            </Text>
          </Box>
          <TextField
            className={styles.amount}
            label={t('commissions.details.manualTotal')}
            placeholder={preview.computedTotal === null ? '' : (preview.computedTotal / 100).toFixed(2)}
            value={manualText}
            disabled={!editable}
            description={t('commissions.details.manualHint')}
            errorMessage={
              manualInvalid?.field === 'amount'
                ? manualInvalid.tooLarge
                  ? t('commissions.error.manualTooLarge', { amount: formatCents(MAX_MONEY_CENTS, locale) })
                  : t('commissions.error.dollars')
                : undefined
            }
            onChange={setManualText}
          />
          {editable ? (
            <TextArea
              className={styles.wide}
              label={t('commissions.details.manualReason')}
              value={reason}
              errorMessage={manualInvalid?.field === 'reason' ? t('commissions.error.reasonRequired') : undefined}
              onChange={setReason}
              maxLength={500}
            />
          ) : null}
          {commission.manualTotal !== null ? (
            <Text size="small" tone="muted">
              {t('commissions.details.manualSet', { amount: formatCents(commission.manualTotal, locale) })}
            </Text>
          ) : null}
        </Stack>
      </Card>
      {problem ? (
        <Alert
          tone="critical"
          title={problem.status === 409 ? t('commissions.error.conflict') : t('commissions.error.saveFailed')}
        >
          {(problem.errors ?? []).length > 0
            ? (problem.errors ?? []).map((error) => (
                <div key={`${error.pointer} ${error.message}`}>
                  {fieldErrorSentence(error, fieldLabel(error.pointer), locale)}
                </div>
              ))
            : (problem.detail ?? problem.title)}
        </Alert>
      ) : null}
      <Inline space="xsmall" align="right">
        <Button variant="outline" onClick={onClose}>
          {t('commissions.action.close')}
        </Button>
        {editable ? (
          <Button type="submit" loading={saving}>
            {t('commissions.action.saveWorker')}
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
