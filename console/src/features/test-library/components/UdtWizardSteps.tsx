import { Button, Field, HStack, Stack, Switch, Textarea } from '@chakra-ui/react';
import {
  CUSTOM_TEST_VOICE_LOCALES,
  DUT_TYPES,
  type DutType,
  LOCALE_NAMES,
  UDT_DUT_COUNT_MAX,
  UDT_DUT_COUNT_MIN,
  UDT_PI_COUNT_MAX,
  UDT_PI_COUNT_MIN,
  UDT_WIZARD_BUTTONS,
  UDT_WIZARD_LABELS,
  type VoiceLocale,
  csvErrorReport,
  udtDisabledFields,
  udtPiOptionsFor,
  UDT_NOISE_FILE_OPTIONS,
} from '@oak/shared';
import { downloadCsvTemplate } from '../api/custom-scenario-downloads';
import { type UdtWizardForm } from '../hooks/useUdtWizardForm';
import { UdtFileField } from './UdtFileField';
import { UdtSelect, UdtTextField, countOptions } from './UdtFormFields';

/** Step 1, Test Setup: the name, the DUT type and how many Pis and DUTs the test uses. */
export function UdtSetupStep({
  wizard,
  nameError,
  onNameBlur,
}: {
  readonly wizard: UdtWizardForm;
  readonly nameError?: string;
  readonly onNameBlur: () => void;
}) {
  const { form, update } = wizard;
  return (
    <Stack gap="4">
      <UdtTextField
        label={UDT_WIZARD_LABELS.scenarioName}
        value={form.name}
        required
        error={nameError}
        onChange={(name) => update({ name })}
        onBlur={onNameBlur}
      />
      <UdtSelect
        label={UDT_WIZARD_LABELS.dutType}
        value={form.dutType}
        options={DUT_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(dutType) => update({ dutType: dutType as DutType })}
      />
      <HStack gap="4" align="start" wrap="wrap">
        <UdtSelect
          label={UDT_WIZARD_LABELS.actorCount}
          value={String(form.actorCount)}
          options={countOptions(UDT_PI_COUNT_MIN, UDT_PI_COUNT_MAX)}
          onChange={(count) => wizard.setActorCount(Number(count))}
        />
        <UdtSelect
          label={UDT_WIZARD_LABELS.dutCount}
          value={String(form.dutCount)}
          options={countOptions(UDT_DUT_COUNT_MIN, UDT_DUT_COUNT_MAX)}
          onChange={(count) => update({ dutCount: Number(count) })}
        />
      </HStack>
    </Stack>
  );
}

/**
 * Step 2, Import Data: the definition file (.csv or .feature) and its
 * template; a chosen .csv is checked at once, its errors a line each in a
 * read-only area (doc 2 §5).
 */
export function UdtImportDataStep({
  wizard,
  onDownloadSaved,
}: {
  readonly wizard: UdtWizardForm;
  /** Downloads the edited test's own definition; absent when it has none. */
  readonly onDownloadSaved?: () => void;
}) {
  const report =
    wizard.csvValidation && !wizard.csvValidation.valid ? csvErrorReport(wizard.csvValidation) : '';
  return (
    <Stack gap="4">
      <UdtFileField
        label={UDT_WIZARD_LABELS.testDefinitionFile}
        input="testDefinition"
        file={wizard.definitionFile}
        invalid={report !== ''}
        {...(onDownloadSaved ? { savedFile: { onDownload: onDownloadSaved } } : {})}
        onChoose={wizard.chooseDefinition}
      />
      <HStack>
        <Button size="sm" variant="ghost" colorPalette="brand" onClick={downloadCsvTemplate}>
          {UDT_WIZARD_BUTTONS.downloadTemplate}
        </Button>
      </HStack>
      {report && (
        <Field.Root invalid>
          <Field.Label>{UDT_WIZARD_LABELS.csvErrors}</Field.Label>
          <Textarea
            readOnly
            value={report}
            rows={Math.min(8, report.split('\n').length + 1)}
            fontFamily="mono"
            fontSize="sm"
            resize="vertical"
            spellCheck={false}
          />
        </Field.Root>
      )}
    </Stack>
  );
}

/**
 * Step 3, Audio Definition: synthesized speech (locale, wake word and its
 * delay) or a .zip of recordings, the delay between utterances, and where
 * speech, recording and noise are. Noise needs a second Pi; the wake word and
 * its delay only apply to synthesized speech (doc 2 §5).
 */
export function UdtAudioDefinitionStep({
  wizard,
  delayError,
  onDownloadSaved,
}: {
  readonly wizard: UdtWizardForm;
  readonly delayError?: string;
  /** Downloads the edited test's own audio archive; absent when it has none. */
  readonly onDownloadSaved?: () => void;
}) {
  const { form, update } = wizard;
  const disabled = udtDisabledFields(form);
  const pis = udtPiOptionsFor(form.actorCount).map((pi) => ({ value: String(pi.id), label: pi.label }));
  const noiseFiles = UDT_NOISE_FILE_OPTIONS.map((noise) => ({ value: noise.fileName, label: noise.label }));
  // A saved test's noise file that is not in the pack stays a choice.
  if (form.noiseFile && !noiseFiles.some((noise) => noise.value === form.noiseFile)) {
    noiseFiles.push({ value: form.noiseFile, label: form.noiseFile });
  }
  return (
    <Stack gap="4">
      <Switch.Root
        colorPalette="brand"
        checked={form.autoSynthesizeAudio}
        onCheckedChange={({ checked }) => update({ autoSynthesizeAudio: checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{UDT_WIZARD_LABELS.autoSynthesizeAudio}</Switch.Label>
      </Switch.Root>
      <UdtSelect
        label={UDT_WIZARD_LABELS.marketPlace}
        value={form.marketPlace ?? ''}
        emptyOption
        options={CUSTOM_TEST_VOICE_LOCALES.map((locale) => ({
          value: locale,
          label: `${LOCALE_NAMES[locale]} (${locale})`,
        }))}
        onChange={(locale) => update({ marketPlace: locale ? (locale as VoiceLocale) : undefined })}
      />
      <HStack gap="4" align="start" wrap="wrap">
        <UdtTextField
          label={UDT_WIZARD_LABELS.wakeWord}
          value={form.wakeWord}
          disabled={disabled.wakeWord}
          onChange={(wakeWord) => update({ wakeWord })}
        />
        <UdtTextField
          label={UDT_WIZARD_LABELS.wwDelay}
          value={wizard.wwDelayText}
          numeric
          disabled={disabled.wwDelay}
          // Milliseconds, a whole number of them.
          onChange={(text) => wizard.setWwDelayText(text.replace(/\D/g, ''))}
        />
      </HStack>
      <UdtTextField
        label={UDT_WIZARD_LABELS.delayBetweenUtterances}
        value={wizard.delayText}
        numeric
        error={delayError}
        onChange={wizard.setDelayText}
      />
      <HStack gap="4" align="start" wrap="wrap">
        <UdtSelect
          label={UDT_WIZARD_LABELS.speechLocationPi}
          value={String(form.speechLocationPi)}
          options={pis}
          onChange={(pi) => update({ speechLocationPi: Number(pi) })}
        />
        <UdtSelect
          label={UDT_WIZARD_LABELS.recordingLocationPi}
          value={String(form.recordingLocationPi)}
          options={pis}
          onChange={(pi) => update({ recordingLocationPi: Number(pi) })}
        />
      </HStack>
      <HStack gap="4" align="start" wrap="wrap">
        <UdtSelect
          label={UDT_WIZARD_LABELS.noiseLocationPi}
          value={form.noiseLocationPi === undefined ? '' : String(form.noiseLocationPi)}
          emptyOption
          options={pis}
          disabled={disabled.noiseLocationPi}
          onChange={(pi) => update({ noiseLocationPi: pi ? Number(pi) : undefined })}
        />
        <UdtSelect
          label={UDT_WIZARD_LABELS.noiseFile}
          value={form.noiseFile ?? ''}
          emptyOption
          options={noiseFiles}
          disabled={disabled.noiseFile}
          onChange={(noiseFile) => update({ noiseFile: noiseFile || undefined })}
        />
      </HStack>
      <UdtFileField
        label={UDT_WIZARD_LABELS.audioFile}
        input="audio"
        file={wizard.audioFile}
        {...(onDownloadSaved ? { savedFile: { onDownload: onDownloadSaved } } : {})}
        onChoose={wizard.setAudioFile}
      />
    </Stack>
  );
}
