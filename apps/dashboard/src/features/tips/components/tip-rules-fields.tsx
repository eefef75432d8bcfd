import type { TipRule, ValidationError } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useT } from '../hooks/use-tips-t.ts';
import { errorAtRule } from '../utils/tip-rules.ts';
import { useDomainMessage } from './use-tips-labels.ts';
import * as styles from './tips.css.ts';

const FLAGS = ['automaticDisbursement', 'accumulateTips', 'allowsFullSplit'] as const;
const FLAG_KEYS = {
  automaticDisbursement: 'tips.rules.automaticDisbursement',
  accumulateTips: 'tips.rules.accumulateTips',
  allowsFullSplit: 'tips.rules.allowsFullSplit',
} as const;

const cell = { whiteSpace: 'normal', verticalAlign: 'top', paddingBlock: 6 } as const;

type Props = {
  rules: readonly TipRule[];
  // Paths /rules/{i}/role and /rules/{i}/automaticDisbursement; each shows under its field.
  errors: readonly ValidationError[];
  canEdit: boolean;
  roles: readonly string[];
  listId: string;
  emptyText: string;
  onChange: (index: number, changes: Partial<TipRule>) => void;
  onRemove: (index: number) => void;
};

// §3, §5: a list of tip rules (a group's or a worker's), one row per role, each message under its field.
export function TipRulesFields({ rules, errors, canEdit, roles, listId, emptyText, onChange, onRemove }: Props) {
  const t = useT();
  const message = useDomainMessage();
  return (
    <>
      <datalist id={listId}>
        {roles.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.th} scope="col">
              {t('tips.col.role')}
            </th>
            {FLAGS.map((flag) => (
              <th key={flag} className={styles.th} scope="col">
                {t(FLAG_KEYS[flag])}
              </th>
            ))}
            <th className={styles.th} scope="col">
              <span className={styles.visuallyHidden}>{t('tips.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.length === 0 ? (
            <tr>
              <td className={`${styles.td} ${styles.muted}`} colSpan={5}>
                {emptyText}
              </td>
            </tr>
          ) : null}
          {rules.map((rule, index) => {
            const ruleErrors = errorAtRule(errors, index);
            return (
              <tr key={index} data-testid="tip-rule-row">
                <td className={styles.td} style={cell}>
                  <input
                    className={styles.control}
                    list={listId}
                    aria-label={t('tips.rules.roleOf', { index: index + 1 })}
                    aria-invalid={ruleErrors.role !== undefined}
                    disabled={!canEdit}
                    value={rule.role}
                    onChange={(event) => onChange(index, { role: event.target.value })}
                  />
                  {ruleErrors.role === undefined ? null : (
                    <div role="alert" className={styles.fieldError}>
                      {message(ruleErrors.role)}
                    </div>
                  )}
                </td>
                {FLAGS.map((flag) => (
                  <td key={flag} className={styles.td} style={cell}>
                    <label className={styles.checkboxLabel}>
                      <input
                        type="checkbox"
                        disabled={!canEdit}
                        checked={rule[flag]}
                        aria-invalid={
                          flag === 'automaticDisbursement' && ruleErrors.automaticDisbursement !== undefined
                        }
                        onChange={(event) => onChange(index, { [flag]: event.target.checked })}
                      />
                      <span className={styles.visuallyHidden}>
                        {t('tips.rules.flagOf', { flag: t(FLAG_KEYS[flag]), index: index + 1 })}
                      </span>
                    </label>
                    {flag === 'automaticDisbursement' && ruleErrors.automaticDisbursement !== undefined ? (
                      <div role="alert" className={styles.fieldError}>
                        {message(ruleErrors.automaticDisbursement)}
                      </div>
                    ) : null}
                  </td>
                ))}
                <td className={styles.td} style={{ verticalAlign: 'top', paddingBlock: 6 }}>
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('tips.rules.removeOf', { index: index + 1 })}
                      onClick={() => onRemove(index)}
                    >
                      {t('tips.rules.remove')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
