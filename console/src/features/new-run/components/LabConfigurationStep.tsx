import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  IconButton,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  suiteOffersFamily,
  LAB_MESSAGES,
  type Pi,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  WIZARD_LIST_MESSAGES,
  WIZARD_MESSAGES,
  customerIdSelectOptions,
  acmDevicesPerAccount,
  acmRequiredDeviceCount,
  deviceSelectOptions,
  draftPlayabilityProblems,
  draftPlayabilityWarnings,
  isLabLocked,
  labPiShortageMessage,
  labSelectOptions,
  labsOfferedFor,
  piSelectOptions,
  suiteRolesOf,
  wizardVariantOf,
} from '@oak/shared';
import { useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import {
  customerDevicesQueryKey,
  getCustomerDevices,
  useCustomerDevices,
} from '../../../lib/api/get-customer-devices';
import { useCustomerIds } from '../../../lib/api/get-customer-ids';
import { AcmAccountsConfiguration } from './AcmAccountsConfiguration';
import { useNewRunWizard } from '../hooks/NewRunWizardContext';
import { useWizardLab } from '../hooks/useWizardLab';
import { OptionSelect } from './OptionSelect';
import { OptionalDutsConfiguration } from './OptionalDutsConfiguration';
import { buildNewRunPayload, selectWizardLab } from '../utils/wizard-state';
import { mapActorRole, mapDutRoleCustomer, mapDutRoleDevice, roleMappingOf } from '../utils/wizard-mapping';

function ThingBlock({ role, pis }: { role: string; pis: readonly Pi[] }) {
  const { state, update } = useNewRunWizard();
  const chosen = roleMappingOf(state, role)?.thingId ?? '';
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Field.Root>
        <Field.Label>{`${role} ${WIZARD_LABELS.pi}`}</Field.Label>
        <OptionSelect
          value={chosen}
          options={piSelectOptions(pis)}
          onChange={(value) => {
            const pi = pis.find((candidate) => candidate.id === value);
            update((current) => mapActorRole(current, role, pi));
          }}
        />
      </Field.Root>
    </Box>
  );
}

function DeviceBlock({ role }: { role: string }) {
  const { state, update } = useNewRunWizard();
  const api = useApi();
  const queryClient = useQueryClient();
  const customers = useCustomerIds();
  const entry = roleMappingOf(state, role);
  const devices = useCustomerDevices(entry?.customerId);
  const [manual, setManual] = useState(false);
  const [typed, setTyped] = useState('');
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    if (!entry?.customerId) return;
    setRefreshing(true);
    try {
      const fresh = await getCustomerDevices(api, entry.customerId, true);
      queryClient.setQueryData(customerDevicesQueryKey(entry.customerId), fresh);
    } catch {
      await devices.refetch();
    } finally {
      setRefreshing(false);
    }
  };

  const listed = devices.data ?? [];
  const manualDsn = entry?.dsn && !listed.some((device) => device.dsn === entry.dsn) ? entry.dsn : undefined;
  return (
    <Box borderWidth="1px" rounded="md" p="4" role="group" aria-label={role}>
      <Stack gap="3">
        <Text fontWeight="medium">{role}</Text>
        {customers.isError && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{WIZARD_LIST_MESSAGES.customerIds}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root>
          <Field.Label>{`${role} ${WIZARD_LABELS.customerId}`}</Field.Label>
          <HStack width="full">
            <OptionSelect
              flex="1"
              value={entry?.customerId ?? ''}
              options={customerIdSelectOptions(customers.data ?? [])}
              onChange={(value) => {
                const customer = customers.data?.find((candidate) => candidate.customerId === value);
                setManual(false);
                update((current) => mapDutRoleCustomer(current, role, customer));
              }}
            />
            <IconButton
              variant="outline"
              size="sm"
              aria-label={`${WIZARD_BUTTONS.refresh} ${role}`}
              disabled={!entry?.customerId}
              loading={refreshing}
              onClick={() => void refresh()}
            >
              ↻
            </IconButton>
          </HStack>
        </Field.Root>
        {entry?.customerId && devices.isPending && <Spinner size="sm" />}
        {devices.isError && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{WIZARD_LIST_MESSAGES.devices}</Alert.Title>
          </Alert.Root>
        )}
        {entry?.customerId && devices.isSuccess && listed.length === 0 && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{WIZARD_LIST_MESSAGES.noDevicesForCustomer}</Alert.Title>
          </Alert.Root>
        )}
        {entry?.customerId && listed.length > 0 && (
          <Field.Root>
            <Field.Label>{`${role} ${WIZARD_LABELS.device}`}</Field.Label>
            <OptionSelect
              value={listed.some((device) => device.dsn === entry.dsn) ? entry.dsn! : ''}
              options={deviceSelectOptions(listed)}
              onChange={(value) => {
                const device = listed.find((candidate) => candidate.dsn === value);
                update((current) => mapDutRoleDevice(current, role, device));
              }}
            />
            {entry.dsnMeta && listed.some((device) => device.dsn === entry.dsn) && (
              <Field.HelperText>{entry.dsn}</Field.HelperText>
            )}
          </Field.Root>
        )}
        {entry?.customerId && (
          <Stack gap="2">
            {manualDsn && <Text fontSize="sm">{`${WIZARD_LABELS.dsn}: ${manualDsn}`}</Text>}
            {manual ? (
              <HStack align="end">
                <Field.Root flex="1">
                  <Field.Label>{WIZARD_LABELS.manualDsn}</Field.Label>
                  <Input value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
                </Field.Root>
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={!typed.trim()}
                  onClick={() => {
                    const dsn = typed.trim();
                    update((current) => mapDutRoleDevice(current, role, { name: '', dsn }));
                    setManual(false);
                    setTyped('');
                  }}
                >
                  {WIZARD_BUTTONS.add}
                </Button>
              </HStack>
            ) : (
              <Button size="xs" variant="outline" alignSelf="start" onClick={() => setManual(true)}>
                {`${WIZARD_BUTTONS.add} ${WIZARD_LABELS.dsn}`}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Step 2, lab configuration (doc 2 §2): the lab (locked labs disabled, a lab
 * that can play nothing of the run not offered), then
 * once its Pis load, one Pi select per actor role (Thing Configuration) and
 * per DUT role a customer id and a device (Device Configurations).
 */
export function LabConfigurationStep() {
  const { state, errors, update } = useNewRunWizard();
  const { labs, labId, things } = useWizardLab();
  const roles = suiteRolesOf(state.draft.testSuite?.mapping ?? []);
  const acm = wizardVariantOf(state.draft.testSuite?.displayName) === 'acm';
  const acousticFamily = suiteOffersFamily(state.draft.testSuite?.category ?? '', 'acoustic');
  const deviceCount = acm
    ? acmRequiredDeviceCount(acmDevicesPerAccount(state.draft.scenarioType, state.draft.customizedScenarios))
    : roles.duts.length;
  const shortage = things.data ? labPiShortageMessage(things.data.length, deviceCount) : undefined;
  const labAlert = errors.lab.lab ?? shortage;
  // What the server would refuse at submit: a position the run plays from where the lab has no Pi.
  const chosenLab = labs.data?.find((lab) => lab.id === labId);
  const unplayable = things.data
    ? draftPlayabilityProblems(buildNewRunPayload(state), chosenLab, things.data)
    : [];
  // What the server accepts but plays elsewhere than the Speaker stands (a standard run's far field).
  const elsewhere = things.data
    ? draftPlayabilityWarnings(buildNewRunPayload(state), chosenLab, things.data)
    : [];

  return (
    <Stack gap="6">
      {labs.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{WIZARD_LIST_MESSAGES.labs}</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root invalid={!!errors.lab.labId} required maxW="lg">
        <Field.Label>{WIZARD_LABELS.lab}</Field.Label>
        <OptionSelect
          value={labId ?? ''}
          options={labSelectOptions(labsOfferedFor(buildNewRunPayload(state), labs.data ?? []), (lab) =>
            isLabLocked(lab.lock),
          )}
          onChange={(chosen) => update((current) => selectWizardLab(current, chosen))}
        />
        <Field.ErrorText>{errors.lab.labId}</Field.ErrorText>
      </Field.Root>
      {labAlert && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{labAlert}</Alert.Title>
        </Alert.Root>
      )}
      {unplayable.length > 0 && (
        <Alert.Root status="warning" data-testid="lab-playability">
          <Alert.Indicator />
          <Stack gap="1">
            {unplayable.map((problem) => (
              <Alert.Title key={problem}>{problem}</Alert.Title>
            ))}
          </Stack>
        </Alert.Root>
      )}
      {elsewhere.length > 0 && (
        <Alert.Root status="warning" data-testid="lab-positions">
          <Alert.Indicator />
          <Stack gap="1">
            {elsewhere.map((warning) => (
              <Alert.Title key={warning}>{warning}</Alert.Title>
            ))}
          </Stack>
        </Alert.Root>
      )}
      {labId && things.isPending && (
        <HStack>
          <Spinner size="sm" />
          <Text>{WIZARD_MESSAGES.loadingResources}</Text>
        </HStack>
      )}
      {things.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{LAB_MESSAGES.errorLoadingLabsAndPis}</Alert.Title>
        </Alert.Root>
      )}
      {things.data && acm && <AcmAccountsConfiguration pis={things.data} />}
      {things.data && !acm && (
        <>
          <Stack gap="3">
            <Heading size="md">{WIZARD_LABELS.thingConfiguration}</Heading>
            {roles.actors.map((role) => (
              <ThingBlock key={role} role={role} pis={things.data} />
            ))}
          </Stack>
          <Stack gap="3">
            <Heading size="md">{WIZARD_LABELS.deviceConfigurations}</Heading>
            {roles.duts.map((role) => (
              <DeviceBlock key={role} role={role} />
            ))}
          </Stack>
          {acousticFamily && <OptionalDutsConfiguration />}
        </>
      )}
      {errors.lab.mapping && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errors.lab.mapping}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
