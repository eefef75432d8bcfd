import type { Schemas } from '@cuadre/api-client';
import type { Problem } from '../api/commissions-api.ts';
import { commissionValueErrors, fieldErrorSentence, formatCents, MAX_MONEY_CENTS, parseDollars } from '@cuadre/domain';
import { Button, Drawer } from '@cuadre/ui';
import { useId, useState } from 'react';
import * as styles from '../components/commissions.css.ts';
import { Alert, Money } from '../components/ui.tsx';
import { workerResult } from '../math/batch-math.ts';
import { formatPeriod, workerName } from '../math/describe.ts';
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

  return (
    <form
      id={formId}
      className={styles.page}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <dl className={styles.definitionList}>
        <dt className={styles.dt}>{t('commissions.column.payrollFileNumber')}</dt>
        <dd className={styles.dd}>{commission.payrollFileNumber}</dd>
        <dt className={styles.dt}>{t('commissions.column.position')}</dt>
        <dd
          className={styles.dd}
        >{`${commission.brand} · ${commission.department} · ${commission.title} (${t('commissions.column.rank')} ${commission.rank})`}</dd>
      </dl>
      {commission.inputs.length === 0 ? <p className={styles.muted}>{t('commissions.details.noInputs')}</p> : null}
      {commission.inputs.map((input, index) => {
        const result = preview.inputs[index];
        const fieldId = `${formId}-input-${index}`;
        const invalid = submitted && (parsed[input.name] === null || valueProblem(input) !== undefined);
        return (
          <section key={input.name} className={`${styles.card} ${styles.cardBody}`} aria-label={input.name}>
            <div className={styles.header}>
              <h3 className={styles.subheading}>{input.name}</h3>
              <span className={styles.statValue}>
                <Money cents={result?.total ?? null} locale={locale} />
              </span>
            </div>
            <dl className={styles.definitionList}>
              <dt className={styles.dt}>{t('commissions.input.origin')}</dt>
              <dd className={styles.dd}>{t(`commissions.origin.${input.origin}`)}</dd>
              <dt className={styles.dt}>{t('commissions.input.uploads')}</dt>
              <dd className={styles.dd} data-testid="input-uploads">
                {(input.uploads ?? []).length === 0
                  ? t('commissions.input.noUpload')
                  : (input.uploads ?? []).map((upload) => (
                      <div
                        key={upload.id}
                      >{`${upload.filename} · ${formatPeriod(upload.startDate, upload.endDate, locale)}`}</div>
                    ))}
              </dd>
              <dt className={styles.dt}>{t('commissions.input.type')}</dt>
              <dd
                className={styles.dd}
              >{`${t(`commissions.inputType.${input.inputType}`)} · ${t(`commissions.stepType.${input.stepType}`)}`}</dd>
              <dt className={styles.dt}>{t('commissions.input.initialValue')}</dt>
              <dd className={styles.dd}>{formatValue(input.inputType, input.initialValue, locale)}</dd>
              <dt className={styles.dt}>{t('commissions.input.steps')}</dt>
              <dd className={styles.dd}>
                {input.steps.length === 0
                  ? '—'
                  : input.steps.map((step, stepIndex) => (
                      <div key={stepIndex} className={styles.stepsText}>
                        {describeStep(input.inputType, step, locale)}
                      </div>
                    ))}
              </dd>
            </dl>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={fieldId}>
                {t('commissions.input.value', { name: input.name })}
              </label>
              <input
                id={fieldId}
                className={styles.numberInput}
                inputMode="decimal"
                value={texts[input.name] ?? ''}
                disabled={!editable}
                aria-invalid={invalid || undefined}
                onChange={(event) => setTexts((current) => ({ ...current, [input.name]: event.target.value }))}
              />
              {invalid ? (
                <p className={styles.fieldError}>
                  {t(input.inputType === 'dollars' ? 'commissions.error.dollars' : 'commissions.error.number')}
                </p>
              ) : null}
              {parsed[input.name] !== null && valueProblem(input) !== undefined ? (
                <p className={styles.fieldError}>{valueProblem(input)}</p>
              ) : null}
              {valueProblem(input) === undefined && result && result.errors.length > 0 ? (
                <p className={styles.fieldError}>{planErrorMessage(result.errors[0]?.message ?? '', t)}</p>
              ) : null}
            </div>
          </section>
        );
      })}
      <section className={`${styles.card} ${styles.cardBody}`} aria-label={t('commissions.details.totals')}>
        <dl className={styles.definitionList}>
          <dt className={styles.dt}>{t('commissions.details.computedTotal')}</dt>
          <dd className={styles.dd} data-testid="computed-total">
            <Money cents={preview.computedTotal} locale={locale} />
          </dd>
          <dt className={styles.dt}>{t('commissions.details.workerTotal')}</dt>
          <dd className={styles.dd} data-testid="worker-total">
            <strong>
              <Money cents={preview.effectiveTotal} locale={locale} />
            </strong>
          </dd>
        </dl>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${formId}-manual`}>
            {t('commissions.details.manualTotal')}
          </label>
          <input
            id={`${formId}-manual`}
            className={styles.numberInput}
            inputMode="decimal"
            placeholder={preview.computedTotal === null ? '' : (preview.computedTotal / 100).toFixed(2)}
            value={manualText}
            disabled={!editable}
            aria-invalid={(submitted && manual.kind === 'invalid' && manual.field === 'amount') || undefined}
            aria-describedby={`${formId}-manual-hint`}
            onChange={(event) => setManualText(event.target.value)}
          />
          <p id={`${formId}-manual-hint`} className={styles.fieldHint}>
            {t('commissions.details.manualHint')}
          </p>
          {submitted && manual.kind === 'invalid' && manual.field === 'amount' ? (
            <p className={styles.fieldError}>
              {manual.tooLarge
                ? t('commissions.error.manualTooLarge', { amount: formatCents(MAX_MONEY_CENTS, locale) })
                : t('commissions.error.dollars')}
            </p>
          ) : null}
        </div>
        {editable ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${formId}-reason`}>
              {t('commissions.details.manualReason')}
            </label>
            <textarea
              id={`${formId}-reason`}
              className={styles.textarea}
              value={reason}
              maxLength={500}
              aria-invalid={(submitted && manual.kind === 'invalid' && manual.field === 'reason') || undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {submitted && manual.kind === 'invalid' && manual.field === 'reason' ? (
              <p className={styles.fieldError}>{t('commissions.error.reasonRequired')}</p>
            ) : null}
          </div>
        ) : null}
        {commission.manualTotal !== null ? (
          <p className={styles.muted}>
            {t('commissions.details.manualSet', { amount: formatCents(commission.manualTotal, locale) })}
          </p>
        ) : null}
      </section>
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
      <div className={styles.dialogActions}>
        <Button variant="outline" onClick={onClose}>
          {t('commissions.action.close')}
        </Button>
        {editable ? (
          <Button type="submit" loading={saving}>
            {t('commissions.action.saveWorker')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
