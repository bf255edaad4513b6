import { Alert, Box, Field, HStack, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  type Pi,
  WIZARD_LABELS,
  WIZARD_LIST_MESSAGES,
  acmDevicesPerAccount,
  customerIdSelectOptions,
  deviceSelectOptions,
  piSelectOptions,
} from '@oak/shared';
import { useCustomerDevices } from '../../../lib/api/get-customer-devices';
import { useCustomerIds } from '../../../lib/api/get-customer-ids';
import { useNewRunWizard } from '../hooks/NewRunWizardContext';
import { OptionSelect } from './OptionSelect';
import { selectAccountCustomerId, setAccountDevice } from '../utils/wizard-state';

function AccountDevice({
  accountIndex,
  deviceIndex,
  customerId,
  pis,
}: {
  accountIndex: number;
  deviceIndex: number;
  customerId: string;
  pis: readonly Pi[];
}) {
  const { state, update } = useNewRunWizard();
  const devices = useCustomerDevices(customerId);
  const config = state.labConfig.accountConfig[accountIndex]?.devicePiConfig[deviceIndex];
  const label = `${WIZARD_LABELS.account(accountIndex)} ${WIZARD_LABELS.device} ${deviceIndex + 1}`;
  const listed = devices.data ?? [];
  return (
    <HStack gap="3" align="end" wrap="wrap" role="group" aria-label={label}>
      <Field.Root flex="2" minW="56">
        <Field.Label>{`${label} ${WIZARD_LABELS.dsn}`}</Field.Label>
        <OptionSelect
          value={config?.dsnInfo?.dsn ?? ''}
          options={deviceSelectOptions(listed)}
          onChange={(dsn) => {
            const device = listed.find((candidate) => candidate.dsn === dsn);
            update((current) =>
              setAccountDevice(current, accountIndex, deviceIndex, {
                dsnInfo: device
                  ? { name: device.name, dsn: device.dsn, deviceOrderId: deviceIndex + 1 }
                  : undefined,
              }),
            );
          }}
        />
      </Field.Root>
      <Field.Root flex="1" minW="40">
        <Field.Label>{`${label} ${WIZARD_LABELS.pi}`}</Field.Label>
        <OptionSelect
          value={pis.find((pi) => pi.name === config?.pi?.name)?.id ?? ''}
          options={piSelectOptions(pis)}
          onChange={(id) => {
            const pi = pis.find((candidate) => candidate.id === id);
            update((current) =>
              setAccountDevice(current, accountIndex, deviceIndex, {
                pi: pi ? { name: pi.name } : undefined,
              }),
            );
          }}
        />
      </Field.Root>
      <Field.Root flex="1" minW="40">
        <Field.Label>{`${label} ${WIZARD_LABELS.firmware}`}</Field.Label>
        <Input
          value={config?.firmware ?? ''}
          onChange={(event) => {
            const firmware = event.currentTarget.value;
            update((current) => setAccountDevice(current, accountIndex, deviceIndex, { firmware }));
          }}
        />
      </Field.Root>
    </HStack>
  );
}

/**
 * Step 2 of the ACM wizard (doc 2 §2 'ACM suite'): per account the scenarios
 * need, a customer id (shown by e-mail), then per device its DSN, a Pi (those
 * not connected disabled) and free-text firmware; each account's check shows
 * under it (doc 2 §5).
 */
export function AcmAccountsConfiguration({ pis }: { pis: readonly Pi[] }) {
  const { state, errors, update } = useNewRunWizard();
  const customers = useCustomerIds();
  const devicesPerAccount = acmDevicesPerAccount(state.draft.scenarioType, state.draft.customizedScenarios);
  return (
    <Stack gap="4">
      {customers.isError && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{WIZARD_LIST_MESSAGES.customerIds}</Alert.Title>
        </Alert.Root>
      )}
      {customers.isPending && <Spinner size="sm" />}
      {devicesPerAccount.map((needed, accountIndex) => {
        const account = state.labConfig.accountConfig[accountIndex];
        const customerId = account?.customerIdInfo?.customerId ?? '';
        const error = errors.lab.accounts?.[String(accountIndex)];
        return (
          <Box key={accountIndex} borderWidth="1px" rounded="md" p="4">
            <Stack gap="3" role="group" aria-label={WIZARD_LABELS.account(accountIndex)}>
              <Heading size="sm">{WIZARD_LABELS.account(accountIndex)}</Heading>
              <Field.Root maxW="lg">
                <Field.Label>{`${WIZARD_LABELS.account(accountIndex)} ${WIZARD_LABELS.customerId}`}</Field.Label>
                <OptionSelect
                  value={customerId}
                  options={customerIdSelectOptions(customers.data ?? [])}
                  onChange={(chosen) => {
                    const entry = customers.data?.find((candidate) => candidate.customerId === chosen);
                    if (entry) update((current) => selectAccountCustomerId(current, accountIndex, entry));
                  }}
                />
              </Field.Root>
              {customerId &&
                Array.from({ length: needed }, (_, deviceIndex) => (
                  <AccountDevice
                    key={deviceIndex}
                    accountIndex={accountIndex}
                    deviceIndex={deviceIndex}
                    customerId={customerId}
                    pis={pis}
                  />
                ))}
              {error && (
                <Text color="fg.error" role="alert">
                  {error}
                </Text>
              )}
            </Stack>
          </Box>
        );
      })}
      {errors.lab.accountConfig && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errors.lab.accountConfig}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
