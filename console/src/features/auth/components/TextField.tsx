import { Field, Input } from '@chakra-ui/react';
import { type HTMLInputTypeAttribute } from 'react';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly error?: string;
  readonly helperText?: string;
  readonly autoFocus?: boolean;
  readonly inputMode?: 'numeric' | 'email' | 'text';
}

/** A labelled input with its error under it (doc 3 §5: editing a field clears its error). */
export function TextField({ label, value, onChange, error, helperText, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
