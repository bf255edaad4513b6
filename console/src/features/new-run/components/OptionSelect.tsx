import { NativeSelect } from '@chakra-ui/react';
import { WIZARD_LABELS, type WizardSelectOption } from '@oak/shared';

/**
 * A select of the wizard over shared WizardSelectOption lists, with an empty
 * first choice; disabled options (locked labs, disconnected Pis) cannot be picked.
 */
export function OptionSelect({
  value,
  options,
  onChange,
  flex,
}: {
  readonly value: string;
  readonly options: readonly WizardSelectOption[];
  readonly onChange: (value: string) => void;
  readonly flex?: string;
}) {
  return (
    <NativeSelect.Root flex={flex}>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{WIZARD_LABELS.noChoice}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.description ? `${option.label} (${option.description})` : option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
