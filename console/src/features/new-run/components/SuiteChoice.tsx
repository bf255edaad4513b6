import { Alert, Button, Field, HStack, Input, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import {
  WIZARD_BUTTONS,
  WIZARD_EXIT_ROUTE,
  WIZARD_LABELS,
  WIZARD_LIST_MESSAGES,
  ROUTES,
  chooseWizardSuite,
  suiteChoiceError,
  suiteSelectGroups,
} from '@oak/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTestSuites } from '../api/new-run-api';
import { useNewRunWizard } from '../hooks/NewRunWizardContext';

/**
 * The initial screen, wizard step -1 (doc 2 §2): a filterable suite select
 * grouped 'Certification Tests' / 'OAK Tests', Cancel and Proceed.
 */
export function SuiteChoice() {
  const suites = useTestSuites();
  const wizard = useNewRunWizard();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [suiteId, setSuiteId] = useState(wizard.state.draft.testSuite?.id ?? '');
  const [error, setError] = useState<string>();
  const groups = suiteSelectGroups(suites.data ?? [], filter);

  const proceed = () => {
    const suite = suites.data?.find((candidate) => candidate.id === suiteId);
    if (!suite) {
      setError(suiteChoiceError(''));
      return;
    }
    wizard.update(() => chooseWizardSuite(suite));
    void navigate(ROUTES.runCreate);
  };
  const cancel = () => {
    wizard.reset();
    void navigate(WIZARD_EXIT_ROUTE);
  };

  return (
    <Stack gap="5" maxW="lg">
      {suites.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{WIZARD_LIST_MESSAGES.scenarios}</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root>
        <Field.Label>{WIZARD_LABELS.suiteFilter}</Field.Label>
        <Input value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      </Field.Root>
      <Field.Root invalid={!!error} required>
        <Field.Label>{WIZARD_LABELS.suite}</Field.Label>
        {suites.isPending ? (
          <Skeleton height="10" width="full" />
        ) : (
          <NativeSelect.Root>
            <NativeSelect.Field
              value={suiteId}
              onChange={(event) => {
                setSuiteId(event.currentTarget.value);
                setError(undefined);
              }}
            >
              <option value="">{WIZARD_LABELS.noChoice}</option>
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map((suite) => (
                    <option key={suite.id} value={suite.id}>
                      {suite.displayName}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack gap="3">
        <Button variant="outline" onClick={cancel}>
          {WIZARD_BUTTONS.cancel}
        </Button>
        <Button colorPalette="brand" onClick={proceed} disabled={suites.isPending}>
          {WIZARD_BUTTONS.proceed}
        </Button>
      </HStack>
    </Stack>
  );
}
