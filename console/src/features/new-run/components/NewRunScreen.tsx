import { Alert, Box, Breadcrumb, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type CustomerDevice,
  type NewRunContext,
  type NewRunValidation,
  SUBMISSION_MESSAGES,
  SUITE_CHOICE_STEP,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  WIZARD_LAB_CONFIGURATION_STEP,
  WIZARD_REVIEW_STEP,
  WIZARD_STEPS,
  WIZARD_STEP_COUNT,
  WIZARD_TEST_CONFIGURATION_STEP,
  type WizardStepIndex,
  isLabLocked,
  newRunBreadcrumbs,
  submissionFailure,
  validateNewRun,
  wwaDeviceCategoryOptions,
  runScenarioTypes,
  suiteLocaleOf,
  wizardLocaleOptions,
  wizardCategoryOptions,
  wizardStepLabel,
  wizardStepOfLabel,
} from '@oak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ApiRequestError } from '../../../lib/api-client';
import { customerDevicesQueryKey } from '../../../lib/api/get-customer-devices';
import { useSubmitRun } from '../api/new-run-api';
import { savedTestsStore } from '../api/saved-tests-store';
import { useNewRunWizard } from '../hooks/NewRunWizardContext';
import { useWizardLab } from '../hooks/useWizardLab';
import { type RunListNotice } from '../../../lib/run-list-notice';
import { LabConfigurationStep } from './LabConfigurationStep';
import { ReviewStep } from './ReviewStep';
import { SuiteChoice } from './SuiteChoice';
import { TestConfigurationStep } from './TestConfigurationStep';
import { WIZARD_EXIT_ROUTE, buildNewRunPayload } from '../utils/wizard-state';

/** Where a failed submit sends the user: the first step with errors; the consent is on the review itself. */
function stepToFix(validation: NewRunValidation): WizardStepIndex {
  if (Object.keys(validation.scenarioErrors).length) return WIZARD_TEST_CONFIGURATION_STEP;
  const { referenceMicConsent: _consent, ...labErrors } = validation.labErrors;
  return Object.keys(labErrors).length ? WIZARD_LAB_CONFIGURATION_STEP : WIZARD_REVIEW_STEP;
}

/**
 * The Test Center's new run (doc 2 §2): the suite choice, then three steps
 * (Test configuration, Lab configuration, Review and create) with Cancel,
 * Previous, Next and Submit; a step runs the checks of the steps before it.
 */
export function NewRunScreen() {
  const wizard = useNewRunWizard();
  const { state } = wizard;
  const navigate = useNavigate();
  const { lab, things } = useWizardLab();
  const submit = useSubmitRun();
  const [failure, setFailure] = useState<{ message: string; detail?: string }>();
  const suite = state.draft.testSuite;
  const categories = useMemo(() => (suite ? wizardCategoryOptions(suite) : []), [suite]);

  const queryClient = useQueryClient();
  /**
   * What the checks know besides the run, read when they run: the device
   * lists load inside the steps, after this screen last rendered.
   */
  const contextNow = (): NewRunContext => ({
    categories: categories.map((category) => category.value),
    wwaDeviceCategories: wwaDeviceCategoryOptions().map((category) => category.value),
    ...(suite
      ? {
          scenarioTypes: runScenarioTypes({ ...state.draft, testSuite: suite }),
          locales: wizardLocaleOptions(
            suiteLocaleOf(suite),
            runScenarioTypes({ ...state.draft, testSuite: suite }),
          ),
        }
      : {}),
    deviceCountByCustomerId: Object.fromEntries(
      state.labConfig.accountConfig.flatMap((account) => {
        const customerId = account.customerIdInfo?.customerId;
        const devices = queryClient.getQueryData<CustomerDevice[]>(customerDevicesQueryKey(customerId));
        return customerId && devices ? [[customerId, devices.length]] : [];
      }),
    ),
    ...(lab && things.data
      ? {
          lab: {
            locked: isLabLocked(lab.lock),
            pis: things.data.map((pi) => ({ id: pi.id, name: pi.name, connected: pi.connected })),
          },
        }
      : {}),
  });
  const crumbs = newRunBreadcrumbs(suite?.displayName);
  const header = (
    <>
      <Breadcrumb.Root mb="2">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={crumbs[0]!.route}>{crumbs[0]!.label}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{crumbs[1]!.label}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <PageHeader title={crumbs[1]!.label} />
    </>
  );

  if (state.step === SUITE_CHOICE_STEP || !suite) {
    return (
      <Box>
        {header}
        <SuiteChoice />
      </Box>
    );
  }

  const step = state.step;
  const cancel = () => {
    wizard.reset();
    void navigate(WIZARD_EXIT_ROUTE);
  };
  const goTo = (target: WizardStepIndex) => {
    setFailure(undefined);
    wizard.goTo(target, contextNow());
  };
  const send = () => {
    setFailure(undefined);
    const payload = buildNewRunPayload(state);
    const validation = validateNewRun(payload, contextNow());
    wizard.setErrors({ scenario: validation.scenarioErrors, lab: validation.labErrors });
    if (!validation.isValid) {
      const fix = stepToFix(validation);
      wizard.update((current) => ({ ...current, step: fix }));
      return;
    }
    submit.mutate(payload, {
      onSuccess: (job) => {
        savedTestsStore.save(payload, job.id);
        wizard.reset();
        void navigate(WIZARD_EXIT_ROUTE, {
          state: { notice: SUBMISSION_MESSAGES.submitted } satisfies RunListNotice,
        });
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiRequestError
            ? submissionFailure(error.error)
            : { message: SUBMISSION_MESSAGES.unexpected },
        ),
    });
  };

  return (
    <Box>
      {header}
      <HStack as="nav" aria-label={WIZARD_LABELS.steps} gap="2" mb="2" wrap="wrap">
        {WIZARD_STEPS.map((candidate) => (
          <Button
            key={candidate.index}
            size="sm"
            variant={candidate.index === step ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-current={candidate.index === step ? 'step' : undefined}
            onClick={() => goTo(candidate.index)}
          >
            {`${wizardStepLabel(candidate.index)} · ${candidate.title}`}
          </Button>
        ))}
      </HStack>
      <Text color="fg.muted" fontSize="sm" mb="6">
        {wizardStepOfLabel(step, WIZARD_STEP_COUNT)}
      </Text>
      <Stack gap="6" maxW="4xl">
        {step === WIZARD_TEST_CONFIGURATION_STEP && <TestConfigurationStep categories={categories} />}
        {step === WIZARD_LAB_CONFIGURATION_STEP && <LabConfigurationStep />}
        {step === WIZARD_REVIEW_STEP && <ReviewStep labName={lab?.name ?? ''} onEdit={goTo} />}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failure.message}</Alert.Title>
              {failure.detail && <Alert.Description>{failure.detail}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack gap="3">
          <Button variant="outline" onClick={cancel}>
            {WIZARD_BUTTONS.cancel}
          </Button>
          <Button
            variant="outline"
            disabled={step === WIZARD_TEST_CONFIGURATION_STEP}
            onClick={() => goTo((step - 1) as WizardStepIndex)}
          >
            {WIZARD_BUTTONS.previous}
          </Button>
          {step < WIZARD_REVIEW_STEP ? (
            <Button colorPalette="brand" onClick={() => goTo((step + 1) as WizardStepIndex)}>
              {WIZARD_BUTTONS.next}
            </Button>
          ) : (
            <Button colorPalette="brand" loading={submit.isPending} onClick={send}>
              {WIZARD_BUTTONS.submit}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
