import {
  Alert,
  Button,
  Dialog,
  HStack,
  List,
  Portal,
  Stack,
  Steps,
  Text,
  chakra,
  useStepsStyles,
} from '@chakra-ui/react';
import {
  type CustomScenario,
  TEST_LIBRARY_LABELS,
  UDT_WIZARD_BUTTONS,
  UDT_WIZARD_STEPS,
  type UdtValidation,
  udtNameFieldError,
  udtSaveAlert,
  udtWizardMode,
  validateUdtWizard,
  wizardStepOfLabel,
  TEST_LIBRARY_TEXTS,
} from '@oak/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';
import { downloadCustomScenarioFile } from '../api/custom-scenario-downloads';
import { useSaveCustomScenario } from '../api/custom-scenarios-api';
import { useUdtWizardForm } from '../hooks/useUdtWizardForm';
import { UdtAudioDefinitionStep, UdtImportDataStep, UdtSetupStep } from './UdtWizardSteps';

const STEP_COUNT = UDT_WIZARD_STEPS.length;
const LAST_STEP = STEP_COUNT - 1;

/**
 * The wizard's steps as a list, styled as Chakra's. Its Steps.List is a tablist
 * owning a tab per step, which these steps (not buttons) are not: with the
 * list role it kept the tablist's aria-orientation and an aria-owns naming
 * tabs that do not exist, both invalid to assistive technology.
 */
function StepList({ children }: { children: ReactNode }) {
  const styles = useStepsStyles();
  return (
    <chakra.div role="list" data-orientation="horizontal" css={styles['list']}>
      {children}
    </chakra.div>
  );
}

/** An alert of the wizard: a title and its lines. */
interface WizardAlert {
  readonly type: 'success' | 'error';
  readonly title: string;
  readonly lines: readonly string[];
}

/**
 * Save's alerts come below the step's fields, often below the fold of the
 * dialog's scrolling body, where Save seemed to do nothing: each new alert is
 * scrolled into view and focused, so it is seen and read out.
 */
function WizardAlertView({ alert }: { alert: WizardAlert }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [alert]);
  return (
    <Alert.Root
      ref={ref}
      tabIndex={-1}
      status={alert.type}
      role={alert.type === 'error' ? 'alert' : 'status'}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{alert.title}</Alert.Title>
        {alert.lines.length > 0 && (
          <Alert.Description>
            {alert.lines.length === 1 ? (
              alert.lines[0]
            ) : (
              <List.Root ps="4">
                {alert.lines.map((line, index) => (
                  <List.Item key={index}>{line}</List.Item>
                ))}
              </List.Root>
            )}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The User Defined Test wizard (doc 2 §2, §4, §5): Test Setup, Import Data and
 * Audio Definition, with Close, Previous, Next and Save. It creates a test
 * (no `test`) or edits one. Save runs the wizard's checks, combined in the one
 * 'Validation Result' alert, then sends the test as a multipart form; a saved
 * test closes the wizard (`onSaved` with the alert to show), a failed save
 * keeps it open with the failure and the server's reason.
 */
export function UdtWizardDialog({
  test,
  onClose,
  onSaved,
}: {
  readonly test?: CustomScenario;
  readonly onClose: () => void;
  readonly onSaved: (alert: { title: string; message: string }) => void;
}) {
  const api = useApi();
  const mode = udtWizardMode(test?.id);
  const wizard = useUdtWizardForm(test);
  const save = useSaveCustomScenario();
  const [step, setStep] = useState(0);
  const [nameTouched, setNameTouched] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<UdtValidation['fieldErrors']>({});
  const [validation, setValidation] = useState<WizardAlert>();
  const [failure, setFailure] = useState<WizardAlert>();
  const [checking, setChecking] = useState(false);

  const nameError = nameTouched ? udtNameFieldError(wizard.form.name) : undefined;

  const downloadSaved = (getUrl: string | undefined, fallbackName: string) =>
    getUrl
      ? () => {
          setFailure(undefined);
          downloadCustomScenarioFile(api, getUrl, fallbackName).catch((error: unknown) =>
            setFailure({
              type: 'error',
              title: error instanceof Error ? error.message : String(error),
              lines: [],
            }),
          );
        }
      : undefined;

  const next = () => {
    // The name is the first step's own field: it is fixed before going on.
    if (step === 0 && udtNameFieldError(wizard.form.name)) {
      setNameTouched(true);
      return;
    }
    setStep((current) => Math.min(current + 1, LAST_STEP));
  };

  const submit = async () => {
    setFailure(undefined);
    setNameTouched(true);
    setChecking(true);
    const csv = await wizard.currentCsvValidation();
    setChecking(false);
    const result = validateUdtWizard(wizard.values, wizard.files(csv));
    setFieldErrors(result.fieldErrors);
    setValidation({ type: result.alert.type, title: result.alert.title, lines: result.alert.messages });
    if (!result.valid) return;
    save.mutate(
      {
        ...(test ? { id: test.id } : {}),
        form: wizard.formToSave(),
        files: {
          ...(wizard.definitionFile ? { testDefinitionFile: wizard.definitionFile } : {}),
          ...(wizard.audioFile ? { audioFile: wizard.audioFile } : {}),
        },
      },
      {
        onSuccess: () => onSaved(udtSaveAlert(mode, true)),
        onError: (error) => {
          const alert = udtSaveAlert(mode, false);
          const reason = error instanceof ApiRequestError ? error.message : undefined;
          setFailure({
            type: 'error',
            title: alert.title,
            lines: reason && reason !== alert.message ? [alert.message, reason] : [alert.message],
          });
        },
      },
    );
  };

  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => !open && onClose()}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>
                {test ? TEST_LIBRARY_TEXTS.editTitle(test.name) : TEST_LIBRARY_LABELS.createButton}
              </Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {wizardStepOfLabel(step, STEP_COUNT)}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                <Steps.Root step={step} count={STEP_COUNT} size="sm" colorPalette="brand">
                  <StepList>
                    {UDT_WIZARD_STEPS.map((candidate) => (
                      <Steps.Item key={candidate.index} index={candidate.index} role="listitem">
                        <Steps.Indicator />
                        <Steps.Title>{candidate.title}</Steps.Title>
                        <Steps.Separator />
                      </Steps.Item>
                    ))}
                  </StepList>
                </Steps.Root>
                {step === 0 && (
                  <UdtSetupStep
                    wizard={wizard}
                    nameError={nameError}
                    onNameBlur={() => setNameTouched(true)}
                  />
                )}
                {step === 1 && (
                  <UdtImportDataStep
                    wizard={wizard}
                    onDownloadSaved={downloadSaved(
                      test?.testDefinitionGetUrl,
                      `${test?.name ?? ''}-definition`,
                    )}
                  />
                )}
                {step === 2 && (
                  <UdtAudioDefinitionStep
                    wizard={wizard}
                    delayError={fieldErrors.delayBetweenUtterances}
                    onDownloadSaved={downloadSaved(test?.audioFilesGetUrl, `${test?.name ?? ''}-audio.zip`)}
                  />
                )}
                {validation && <WizardAlertView alert={validation} />}
                {failure && <WizardAlertView alert={failure} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3" w="full" justify="space-between">
                <Button variant="outline" onClick={onClose}>
                  {UDT_WIZARD_BUTTONS.close}
                </Button>
                <HStack gap="3">
                  <Button
                    variant="outline"
                    disabled={step === 0}
                    onClick={() => setStep((current) => Math.max(current - 1, 0))}
                  >
                    {UDT_WIZARD_BUTTONS.previous}
                  </Button>
                  {step < LAST_STEP ? (
                    <Button colorPalette="brand" onClick={next}>
                      {UDT_WIZARD_BUTTONS.next}
                    </Button>
                  ) : (
                    <Button
                      colorPalette="brand"
                      loading={checking || save.isPending}
                      onClick={() => void submit()}
                    >
                      {UDT_WIZARD_BUTTONS.save}
                    </Button>
                  )}
                </HStack>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
