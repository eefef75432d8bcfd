import { NumberField } from '@cuadre/ui';

export interface BalanceValueFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** The amount a balance filter compares with. A chunk of its own: it shows only once a comparison is chosen. */
export function BalanceValueField({ label, value, onChange }: BalanceValueFieldProps) {
  return <NumberField label={label} kind="currency" value={value} onChange={onChange} />;
}
