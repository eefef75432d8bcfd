import { TextField } from '../TextField/TextField.tsx';

export interface TextAreaProps {
  label: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  /** Visible lines before it scrolls (the user can drag it taller); 3 by default. */
  rows?: number;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/** Several lines of text (a note, a reason), with the label, description and error of every field. */
export function TextArea({ rows = 3, ...props }: TextAreaProps) {
  return <TextField {...props} multiline rows={rows} />;
}
