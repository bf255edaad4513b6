import {
  Box,
  Button,
  Checkbox,
  DataList,
  Field,
  HStack,
  Heading,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  REFERENCE_MIC_CONSENT_NOTICE,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  WIZARD_STEPS,
  type WizardStepIndex,
  newRunReviewOf,
  runScenarioTypes,
  type NewRunReview,
  wizardVariantOf,
  wwaSelectionLabels,
} from '@oak/shared';
import { type ReactNode } from 'react';
import { useNewRunWizard } from '../hooks/NewRunWizardContext';
import { buildNewRunPayload } from '../utils/wizard-state';

function Section({
  title,
  editStep,
  onEdit,
  children,
}: {
  title: string;
  editStep: WizardStepIndex;
  onEdit: (step: WizardStepIndex) => void;
  children: ReactNode;
}) {
  return (
    <Box borderWidth="1px" rounded="md" p="4" role="region" aria-label={title}>
      <HStack justify="space-between" mb="3">
        <Heading size="sm">{title}</Heading>
        <Button
          size="xs"
          variant="outline"
          aria-label={`${WIZARD_BUTTONS.edit} ${title}`}
          onClick={() => onEdit(editStep)}
        >
          {WIZARD_BUTTONS.edit}
        </Button>
      </HStack>
      {children}
    </Box>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

type LabReview = NewRunReview['labConfiguration'];

/** The feature-file mapping: DUT roles with their devices, actor roles with their Pis. */
function MappingTable({ duts, actors }: Pick<LabReview, 'duts' | 'actors'>) {
  return (
    <Table.Root size="sm" aria-label={WIZARD_LABELS.mapping}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{WIZARD_LABELS.role}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.customerId}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.deviceName}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.dsn}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.pi}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {duts.map((dut) => (
          <Table.Row key={dut.name}>
            <Table.Cell>{dut.name}</Table.Cell>
            <Table.Cell>{dut.customerId}</Table.Cell>
            <Table.Cell>{dut.deviceName || WIZARD_LABELS.noChoice}</Table.Cell>
            <Table.Cell>{dut.dsn}</Table.Cell>
            <Table.Cell>{WIZARD_LABELS.noChoice}</Table.Cell>
          </Table.Row>
        ))}
        {actors.map((actor) => (
          <Table.Row key={actor.name}>
            <Table.Cell>{actor.name}</Table.Cell>
            <Table.Cell>{WIZARD_LABELS.noChoice}</Table.Cell>
            <Table.Cell>{WIZARD_LABELS.noChoice}</Table.Cell>
            <Table.Cell>{WIZARD_LABELS.noChoice}</Table.Cell>
            <Table.Cell>{actor.piName}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * An ACM run has no feature-file mapping: its mapping is one row per account
 * device, by account and under the tag the run gives it, with the customer id, the
 * device, its build and the Pi beside it (doc 2 §2 'for ACM, per account the
 * customer id and per device DSN, Pi and firmware').
 */
function AcmMappingTable({ devices }: { devices: LabReview['acmDevices'] }) {
  return (
    <Table.Root size="sm" aria-label={WIZARD_LABELS.mapping}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{WIZARD_LABELS.accountColumn}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.tag}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.customerId}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.dsn}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.deviceName}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.build}</Table.ColumnHeader>
          <Table.ColumnHeader>{WIZARD_LABELS.pi}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {devices.map((device) => (
          <Table.Row key={device.tag}>
            <Table.Cell>{WIZARD_LABELS.account(device.account)}</Table.Cell>
            <Table.Cell>{device.tag}</Table.Cell>
            <Table.Cell>{device.customerId}</Table.Cell>
            <Table.Cell>{device.dsn}</Table.Cell>
            <Table.Cell>{device.deviceName || WIZARD_LABELS.noChoice}</Table.Cell>
            <Table.Cell>{device.build}</Table.Cell>
            <Table.Cell>{device.piName}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * Step 3 (doc 2 §2): everything the run will use, with an Edit per step, and
 * the reference-mic recording notice that must be accepted (doc 2 §5).
 */
export function ReviewStep({
  labName,
  onEdit,
}: {
  labName: string;
  onEdit: (step: WizardStepIndex) => void;
}) {
  const { state, errors, update } = useNewRunWizard();
  const payload = buildNewRunPayload(state);
  const review = newRunReviewOf(
    payload,
    labName,
    payload.testSuite ? runScenarioTypes({ ...payload, testSuite: payload.testSuite }) : undefined,
  );
  const test = review.testConfiguration;
  const lab = review.labConfiguration;
  const acm = wizardVariantOf(payload.testSuite?.displayName) === 'acm';
  return (
    <Stack gap="4">
      <Section title={WIZARD_STEPS[0].title} editStep={test.editStep} onEdit={onEdit}>
        <DataList.Root orientation="horizontal" size="sm">
          <Item label={WIZARD_LABELS.testName} value={test.name} />
          <Item label={WIZARD_LABELS.locale} value={test.locale} />
          <Item
            label={WIZARD_LABELS.emailNotification}
            value={test.enableEmailNotification ? WIZARD_LABELS.yes : WIZARD_LABELS.no}
          />
          <Item label={WIZARD_LABELS.scenarioType} value={test.scenarioType} />
          {test.categories.map((row) => (
            <Item key={row.category} label={row.label} value={row.scenarios.join(', ')} />
          ))}
          {test.runOptions.map((option) => (
            <Item key={option.field} label={WIZARD_LABELS[option.field]} value={option.value} />
          ))}
          {test.choices.map((choice) => (
            <Item key={choice.label} label={choice.label} value={choice.value} />
          ))}
          {test.wwaScenarios && (
            <>
              <Item
                label={WIZARD_LABELS.deviceCategory}
                value={wwaSelectionLabels(test.wwaScenarios).deviceCategory}
              />
              <Item
                label={WIZARD_LABELS.testPlan}
                value={wwaSelectionLabels(test.wwaScenarios).testPlans.join(', ')}
              />
            </>
          )}
          {test.deviceAttributes && (
            <Item
              label={WIZARD_LABELS.deviceAttributes}
              value={`${WIZARD_LABELS.dimmable}: ${String(test.deviceAttributes.dimmable)}, ${WIZARD_LABELS.irBlasters}: ${String(test.deviceAttributes.irBlasters)}`}
            />
          )}
        </DataList.Root>
      </Section>
      <Section title={WIZARD_STEPS[1].title} editStep={lab.editStep} onEdit={onEdit}>
        <Stack gap="3">
          <DataList.Root orientation="horizontal" size="sm">
            <Item label={WIZARD_LABELS.lab} value={lab.labName} />
          </DataList.Root>
          <Text fontWeight="medium">{WIZARD_LABELS.mapping}</Text>
          {acm ? (
            <AcmMappingTable devices={lab.acmDevices} />
          ) : (
            <MappingTable duts={lab.duts} actors={lab.actors} />
          )}
        </Stack>
      </Section>
      <Box borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
        <Heading size="sm" mb="2">
          {REFERENCE_MIC_CONSENT_NOTICE.title}
        </Heading>
        <Text fontSize="sm" mb="3">
          {REFERENCE_MIC_CONSENT_NOTICE.body}
        </Text>
        <Field.Root invalid={!!errors.lab.referenceMicConsent}>
          <Checkbox.Root
            colorPalette="brand"
            checked={state.referenceMicConsent}
            onCheckedChange={(change) =>
              update((current) => ({ ...current, referenceMicConsent: change.checked === true }))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{REFERENCE_MIC_CONSENT_NOTICE.accept}</Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{errors.lab.referenceMicConsent}</Field.ErrorText>
        </Field.Root>
      </Box>
    </Stack>
  );
}
