import { Checkbox, HStack, type StackProps, Stack, Text } from '@chakra-ui/react';

/** A choice of a checkbox group. */
export interface CheckboxGroupOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A labelled group of checkboxes over a list of values: a checkbox per
 * option, checked when its value is chosen; checking adds the value at the
 * end, unchecking removes it. The group is named by its label (or by
 * `groupLabel` where the label alone would not tell groups apart), its error
 * shows below the checkboxes.
 */
export function CheckboxGroupField({
  label,
  groupLabel = label,
  options,
  value,
  onChange,
  error,
  disabled,
  maxH,
}: {
  readonly label: string;
  /** The group's accessible name, the label unless given. */
  readonly groupLabel?: string;
  readonly options: readonly CheckboxGroupOption[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly error?: string;
  readonly disabled?: boolean;
  /** A height past which the checkboxes scroll. */
  readonly maxH?: StackProps['maxH'];
}) {
  return (
    <Stack gap="1" role="group" aria-label={groupLabel}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack wrap="wrap" gap="4" maxH={maxH} overflowY={maxH === undefined ? undefined : 'auto'}>
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            colorPalette="brand"
            disabled={disabled}
            checked={value.includes(option.value)}
            onCheckedChange={(change) =>
              onChange(
                change.checked ? [...value, option.value] : value.filter((chosen) => chosen !== option.value),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
