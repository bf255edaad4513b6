import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { WIZARD_LABELS } from '@oak/shared';

export interface UdtSelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled select of the wizard; `emptyOption` adds a first choice of nothing. */
export function UdtSelect({
  label,
  value,
  options,
  onChange,
  disabled = false,
  emptyOption = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly UdtSelectOption[];
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly emptyOption?: boolean;
}) {
  return (
    <Field.Root disabled={disabled} maxW="sm">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {emptyOption && <option value="">{WIZARD_LABELS.noChoice}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A labelled text field of the wizard, with its own error under it. */
export function UdtTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  required = false,
  numeric = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly numeric?: boolean;
}) {
  return (
    <Field.Root invalid={!!error} disabled={disabled} required={required} maxW="sm">
      <Field.Label>{label}</Field.Label>
      <Input
        value={value}
        disabled={disabled}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The choices 1..max of a count select. */
export function countOptions(min: number, max: number): UdtSelectOption[] {
  return Array.from({ length: max - min + 1 }, (_, offset) => {
    const count = String(min + offset);
    return { value: count, label: count };
  });
}
