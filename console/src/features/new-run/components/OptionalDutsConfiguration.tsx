import { Alert, Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import {
  MAX_OPTIONAL_DUTS,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  customerIdSelectOptions,
  deviceSelectOptions,
} from '@oak/shared';
import { useCustomerDevices } from '../../../lib/api/get-customer-devices';
import { useCustomerIds } from '../../../lib/api/get-customer-ids';
import { useNewRunWizard } from '../hooks/NewRunWizardContext';
import { OptionSelect } from './OptionSelect';
import { addOptionalDut, removeOptionalDut, setOptionalDut } from '../utils/wizard-state';

function OptionalDutRow({ index }: { index: number }) {
  const { state, errors, update } = useNewRunWizard();
  const customers = useCustomerIds();
  const dut = state.labConfig.optionalDuts[index]!;
  const devices = useCustomerDevices(dut.customerId || undefined);
  const label = WIZARD_LABELS.optionalDut(index);
  const error = errors.lab.optionalDuts?.[String(index)];
  return (
    <Box borderWidth="1px" rounded="md" p="4" role="group" aria-label={label}>
      <Stack gap="3">
        <HStack justify="space-between">
          <Text fontWeight="medium">{label}</Text>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`${WIZARD_BUTTONS.remove} ${label}`}
            onClick={() => update((current) => removeOptionalDut(current, index))}
          >
            {WIZARD_BUTTONS.remove}
          </Button>
        </HStack>
        <HStack gap="4" align="start" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{`${label} ${WIZARD_LABELS.customerId}`}</Field.Label>
            <OptionSelect
              value={dut.customerId}
              options={customerIdSelectOptions(customers.data ?? [])}
              onChange={(customerId) => update((current) => setOptionalDut(current, index, { customerId }))}
            />
          </Field.Root>
          <Field.Root maxW="sm">
            <Field.Label>{`${label} ${WIZARD_LABELS.device}`}</Field.Label>
            <OptionSelect
              value={dut.dsn}
              options={deviceSelectOptions(devices.data ?? [])}
              onChange={(dsn) => {
                const device = devices.data?.find((candidate) => candidate.dsn === dsn);
                update((current) =>
                  setOptionalDut(current, index, {
                    dsn,
                    name: device?.name,
                    deviceType: device?.metadata?.typeId,
                  }),
                );
              }}
            />
          </Field.Root>
          <Field.Root maxW="xs">
            <Field.Label>{`${label} ${WIZARD_LABELS.firmware}`}</Field.Label>
            <Input
              value={dut.firmware}
              onChange={(event) => {
                const firmware = event.currentTarget.value;
                update((current) => setOptionalDut(current, index, { firmware }));
              }}
            />
          </Field.Root>
        </HStack>
        {error && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The optional DUTs of an acoustic-family run (doc 2 §5 'At most 4 optional
 * DUTs'): further devices in the room, each a customer id, one of its
 * devices and its firmware, scored beside the DUT on every utterance.
 */
export function OptionalDutsConfiguration() {
  const { state, errors, update } = useNewRunWizard();
  const count = state.labConfig.optionalDuts.length;
  return (
    <Stack gap="3">
      <Heading size="md">{WIZARD_LABELS.optionalDuts}</Heading>
      {state.labConfig.optionalDuts.map((_dut, index) => (
        <OptionalDutRow key={index} index={index} />
      ))}
      {errors.lab.optionalDutCount && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{errors.lab.optionalDutCount}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={count >= MAX_OPTIONAL_DUTS}
        onClick={() => update((current) => addOptionalDut(current))}
      >
        {`${WIZARD_BUTTONS.add} ${WIZARD_LABELS.optionalDut(count)}`}
      </Button>
    </Stack>
  );
}
