import {
  Alert,
  Badge,
  Button,
  Center,
  EmptyState,
  HStack,
  Spinner,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import {
  CUSTOM_SCENARIO_STATE_TEXTS,
  type CustomScenario,
  type CustomScenarioState,
  LABS_SCREEN_TEXTS,
  TEST_LIBRARY_LABELS,
  UDT_MESSAGES,
  sortCustomScenariosByName,
  TEST_LIBRARY_TEXTS,
} from '@oak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { DismissibleAlert } from '../../../components/feedback/DismissibleAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';
import { downloadValidationLog } from '../api/custom-scenario-downloads';
import { isExpiredLinkError, useDeleteCustomScenario } from '../api/custom-scenarios-api';
import { customScenariosQueryKey, useCustomScenarios } from '../../../lib/api/get-custom-scenarios';
import { DownloadIcon } from './DownloadIcon';
import { UdtWizardDialog } from './UdtWizardDialog';
import { ValidationSummaryPopover } from './ValidationSummaryPopover';

type SortDirection = 'ascending' | 'descending';

const STATE_COLORS: Readonly<Record<CustomScenarioState, string>> = {
  AVAILABLE: 'green',
  VALIDATING: 'orange',
  VALIDATION_FAILED: 'red',
};

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Last Updated in the user's own time zone and locale; a date that cannot be read shows as sent. */
function lastUpdated(updatedAt: string): string {
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime()) ? updatedAt : dateTimeFormat.format(date);
}

/** A page alert: what a save, delete or download came to. */
interface Notice {
  readonly status: 'success' | 'error';
  readonly title: string;
  readonly message?: string;
}

/** Which wizard is open: a new test, or the test being viewed and modified. */
type WizardTarget = { readonly test?: CustomScenario };

function TestRow({
  test,
  onEdit,
  onDelete,
  onLogs,
}: {
  test: CustomScenario;
  onEdit: (test: CustomScenario) => void;
  onDelete: (test: CustomScenario) => void;
  onLogs: (test: CustomScenario) => void;
}) {
  const { columns } = TEST_LIBRARY_LABELS;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{test.name}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATE_COLORS[test.state]}>{CUSTOM_SCENARIO_STATE_TEXTS[test.state]}</Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <time dateTime={test.updatedAt}>{lastUpdated(test.updatedAt)}</time>
      </Table.Cell>
      <Table.Cell>
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          aria-label={TEST_LIBRARY_TEXTS.rowAction(columns.viewModify, test.name)}
          onClick={() => onEdit(test)}
        >
          {columns.viewModify}
        </Button>
      </Table.Cell>
      <Table.Cell>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={TEST_LIBRARY_TEXTS.rowAction(columns.delete, test.name)}
          onClick={() => onDelete(test)}
        >
          {columns.delete}
        </Button>
      </Table.Cell>
      <Table.Cell>
        <ValidationSummaryPopover test={test} />
      </Table.Cell>
      <Table.Cell>
        <Button
          size="xs"
          variant="outline"
          aria-label={TEST_LIBRARY_TEXTS.rowAction(columns.logs, test.name)}
          disabled={!test.validationResultGetUrl}
          onClick={() => onLogs(test)}
        >
          <DownloadIcon />
          {columns.logs}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The Test Library (doc 2 §2, §4): the company's user-defined tests, sortable
 * by name, each with its status, last change, View/Modify, Delete, validation
 * Summary and Logs; 'Create User Defined Test' opens the wizard. The list
 * loads to data or 'Error loading custom tests'; a save or a delete reloads it.
 */
export function TestLibraryScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const scenarios = useCustomScenarios();
  const remove = useDeleteCustomScenario();
  const [direction, setDirection] = useState<SortDirection>('ascending');
  const [wizard, setWizard] = useState<WizardTarget>();
  const [toDelete, setToDelete] = useState<CustomScenario>();
  const [notice, setNotice] = useState<Notice>();
  const { columns } = TEST_LIBRARY_LABELS;

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customScenariosQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['custom-scenario-validation'] }),
    ]);

  const confirmDelete = (test: CustomScenario) => {
    setNotice(undefined);
    remove.mutate(test.id, {
      onError: (error) =>
        setNotice({
          status: 'error',
          title: UDT_MESSAGES.deleteFailed.title,
          message:
            error instanceof ApiRequestError
              ? `${UDT_MESSAGES.deleteFailed.message} ${error.message}`
              : UDT_MESSAGES.deleteFailed.message,
        }),
    });
  };

  const downloadLogs = (test: CustomScenario) => {
    setNotice(undefined);
    downloadValidationLog(api, test).catch((error: unknown) => {
      // An expired link: the list is read again, so the next click has a fresh one.
      if (isExpiredLinkError(error))
        void queryClient.invalidateQueries({ queryKey: customScenariosQueryKey });
      setNotice({ status: 'error', title: UDT_MESSAGES.validationDetailsUnavailable });
    });
  };

  const openCreate = () => {
    setNotice(undefined);
    setWizard({});
  };
  const createButton = (
    <Button colorPalette="brand" size="sm" onClick={openCreate}>
      {TEST_LIBRARY_LABELS.createButton}
    </Button>
  );
  const empty = scenarios.status === 'success' && scenarios.data.length === 0;

  let body: ReactNode;
  if (scenarios.status === 'pending') {
    body = (
      <Center py="16" flexDirection="column" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{TEST_LIBRARY_TEXTS.loading}</Text>
      </Center>
    );
  } else if (scenarios.status === 'error') {
    body = (
      <Alert.Root status="error" role="alert" maxW="3xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{UDT_MESSAGES.listFailed}</Alert.Title>
          <Alert.Description>{scenarios.error.message}</Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          alignSelf="center"
          loading={scenarios.isFetching}
          onClick={() => void scenarios.refetch()}
        >
          {LABS_SCREEN_TEXTS.retry}
        </Button>
      </Alert.Root>
    );
  } else if (empty) {
    body = (
      <EmptyState.Root size="lg" borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{TEST_LIBRARY_TEXTS.empty}</EmptyState.Title>
            <EmptyState.Description>{TEST_LIBRARY_TEXTS.emptyDescription}</EmptyState.Description>
          </VStack>
          {createButton}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    const rows = sortCustomScenariosByName(scenarios.data, direction);
    body = (
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={TEST_LIBRARY_LABELS.title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader aria-sort={direction}>
                <Button
                  size="xs"
                  variant="ghost"
                  ms="-2"
                  fontWeight="semibold"
                  onClick={() =>
                    setDirection((current) => (current === 'ascending' ? 'descending' : 'ascending'))
                  }
                >
                  {columns.testName}
                  <Text as="span" aria-hidden color="fg.muted">
                    {direction === 'ascending' ? '▲' : '▼'}
                  </Text>
                </Button>
              </Table.ColumnHeader>
              <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
              <Table.ColumnHeader>{columns.lastUpdated}</Table.ColumnHeader>
              <Table.ColumnHeader>{columns.viewModify}</Table.ColumnHeader>
              <Table.ColumnHeader>{columns.delete}</Table.ColumnHeader>
              <Table.ColumnHeader>{columns.summary}</Table.ColumnHeader>
              <Table.ColumnHeader>{columns.logs}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((test) => (
              <TestRow
                key={test.id}
                test={test}
                onEdit={(edited) => {
                  setNotice(undefined);
                  setWizard({ test: edited });
                }}
                onDelete={setToDelete}
                onLogs={downloadLogs}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <>
      <HStack justify="space-between" align="start" gap="4" wrap="wrap">
        <PageHeader title={TEST_LIBRARY_LABELS.title} />
        {!empty && createButton}
      </HStack>
      {notice && (
        <DismissibleAlert
          status={notice.status}
          mb="4"
          title={notice.title}
          onDismiss={() => setNotice(undefined)}
        >
          {notice.message}
        </DismissibleAlert>
      )}
      {body}
      {wizard && (
        <UdtWizardDialog
          key={wizard.test?.id ?? 'new'}
          {...(wizard.test ? { test: wizard.test } : {})}
          onClose={() => setWizard(undefined)}
          onSaved={(alert) => {
            setWizard(undefined);
            setNotice({ status: 'success', title: alert.title, message: alert.message });
            void reload();
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== undefined}
        title={UDT_MESSAGES.deleteConfirm.title}
        message={UDT_MESSAGES.deleteConfirm.message}
        destructive
        onClose={() => setToDelete(undefined)}
        onConfirm={() => {
          if (toDelete) confirmDelete(toDelete);
        }}
      />
    </>
  );
}
