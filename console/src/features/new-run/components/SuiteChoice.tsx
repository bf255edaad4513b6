import { Alert, Button, Field, HStack, Input, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import {
  CREATE_NEW_SCENARIO,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  WIZARD_LIST_MESSAGES,
  ROUTES,
  availableCustomScenarios,
  customScenarioSuites,
  hasCustomScenarioAccess,
  suiteChoiceError,
  suiteSelectGroups,
  suitesWithPlaceholder,
} from '@oak/shared';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAvailableCustomScenarios } from '../../../lib/api/get-custom-scenarios';
import { useAllowedScenarios } from '../../../lib/api/get-allowed-scenarios';
import { useTestSuites } from '../api/new-run-api';
import { useNewRunWizard } from '../hooks/NewRunWizardContext';
import { WIZARD_EXIT_ROUTE, chooseWizardSuite } from '../utils/wizard-state';

/**
 * The initial screen, wizard step -1 (doc 2 §2): a filterable suite select
 * grouped 'Certification Tests' / 'OAK Tests', Cancel and Proceed. The
 * built-in suites and, for a user allowed them, the available user-defined
 * tests are two lists (doc 2 §7), each with its own failure (doc 2 §8). A user
 * who may define tests but has none finds 'Create New Scenario' under OAK
 * Tests, which leads to the Test Library.
 */
export function SuiteChoice() {
  const suites = useTestSuites();
  const allowList = useAllowedScenarios();
  const canDefineTests = hasCustomScenarioAccess(allowList.data ?? []);
  const customScenarios = useAvailableCustomScenarios(canDefineTests);
  const wizard = useNewRunWizard();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [suiteId, setSuiteId] = useState(wizard.state.draft.testSuite?.id ?? '');
  const [error, setError] = useState<string>();
  const offered = useMemo(() => {
    const builtIn = suites.data ?? [];
    return [
      ...builtIn,
      ...customScenarioSuites(availableCustomScenarios(customScenarios.data ?? []), builtIn),
    ];
  }, [suites.data, customScenarios.data]);
  // 'Create New Scenario' only when the user's tests are known to be none.
  const groups = suiteSelectGroups(
    suitesWithPlaceholder(offered, canDefineTests && customScenarios.isSuccess),
    filter,
  );

  const proceed = () => {
    if (suiteId === CREATE_NEW_SCENARIO) {
      void navigate(ROUTES.testLibrary);
      return;
    }
    const suite = offered.find((candidate) => candidate.id === suiteId);
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
      {customScenarios.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{WIZARD_LIST_MESSAGES.customScenarios}</Alert.Title>
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
