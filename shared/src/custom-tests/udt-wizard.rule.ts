import { delayBetweenUtterancesError, textLengthFieldError } from '../run-fields/field-input.rule';
import { isAcceptedUdtFile, isCsvFileName, UDT_NAME_MAX_LENGTH } from './custom-tests.constant';
import { UDT_VALIDATION_MESSAGES } from './custom-tests.messages';
import { type CsvDefinitionValidation } from './csv-definition.rule';

/** What the User Defined Test wizard holds while it is edited; the wake word is text here. */
export interface UdtFormValues {
  readonly name: string;
  readonly actorCount: number;
  readonly autoSynthesizeAudio: boolean;
  readonly delayBetweenUtterances?: number;
  readonly marketPlace?: string;
  readonly wakeWord?: string;
  readonly wwDelay?: number;
  readonly speechLocationPi?: number;
  readonly noiseLocationPi?: number;
  readonly noiseFile?: string;
}

/** The files chosen, and those the test already has when it is edited. */
export interface UdtFiles {
  /** The chosen definition file's name. */
  readonly testDefinitionFileName?: string;
  /** The chosen audio archive's name. */
  readonly audioFileName?: string;
  /** testDefinitionGetUrl of the test being edited. */
  readonly existingTestDefinitionUrl?: string;
  /** audioFilesGetUrl of the test being edited. */
  readonly existingAudioFilesUrl?: string;
  /** The checks of the chosen .csv file, once it was read. */
  readonly csvValidation?: CsvDefinitionValidation;
}

export interface UdtValidation {
  readonly valid: boolean;
  /** Every message, in the order the alert lists them. */
  readonly messages: readonly string[];
  /** Errors to show under a field. */
  readonly fieldErrors: Readonly<Partial<Record<'name' | 'delayBetweenUtterances', string>>>;
  /** The one alert of doc 2 §5: titled 'Validation Result', an error list or 'Validation successful'. */
  readonly alert: {
    readonly title: string;
    readonly type: 'error' | 'success';
    readonly messages: readonly string[];
  };
}

/** Fields the wizard disables (doc 2 §5). */
export interface UdtDisabledFields {
  readonly noiseLocationPi: boolean;
  readonly noiseFile: boolean;
  readonly wakeWord: boolean;
  readonly wwDelay: boolean;
}

/** Noise needs a second Pi; wake word and its delay only matter for auto-synthesis (doc 2 §5). */
export function udtDisabledFields(
  values: Pick<UdtFormValues, 'actorCount' | 'autoSynthesizeAudio'>,
): UdtDisabledFields {
  const noNoise = values.actorCount < 2;
  const noSynthesis = !values.autoSynthesizeAudio;
  return { noiseLocationPi: noNoise, noiseFile: noNoise, wakeWord: noSynthesis, wwDelay: noSynthesis };
}

/** The Scenario Name field's own error: required, at most 30 characters. */
export function udtNameFieldError(name: string): string | undefined {
  if (!name.trim()) return UDT_VALIDATION_MESSAGES.nameFieldRequired;
  return textLengthFieldError(name, UDT_NAME_MAX_LENGTH);
}

const isSet = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/**
 * The checks of the User Defined Test wizard (doc 2 §5), combined in one alert:
 * a name; a definition (.csv or .feature) unless one exists, without CSV
 * errors; a .zip of audio unless the audio is synthesized or exists; for
 * auto-synthesis a wake word, its delay and a locale; with more than one Pi,
 * noise on a Pi other than speech, and a noise location and file together.
 */
export function validateUdtWizard(values: UdtFormValues, files: UdtFiles = {}): UdtValidation {
  const messages: string[] = [];
  const fieldErrors: { name?: string; delayBetweenUtterances?: string } = {};

  const nameError = udtNameFieldError(values.name);
  if (nameError) {
    fieldErrors.name = nameError;
    messages.push(values.name.trim() ? nameError : UDT_VALIDATION_MESSAGES.nameRequired);
  }

  const definition = files.testDefinitionFileName;
  const hasDefinition = definition !== undefined && isAcceptedUdtFile(definition, 'testDefinition');
  if (!hasDefinition && !files.existingTestDefinitionUrl) {
    messages.push(UDT_VALIDATION_MESSAGES.definitionFileRequired);
  }
  if (hasDefinition && isCsvFileName(definition) && files.csvValidation && !files.csvValidation.valid) {
    messages.push(UDT_VALIDATION_MESSAGES.transcriptHasErrors);
  }

  const audio = files.audioFileName;
  const hasAudio =
    (audio !== undefined && isAcceptedUdtFile(audio, 'audio')) || !!files.existingAudioFilesUrl;
  if (!values.autoSynthesizeAudio && !hasAudio) messages.push(UDT_VALIDATION_MESSAGES.audioArchiveRequired);

  if (values.autoSynthesizeAudio) {
    if (!values.wakeWord?.trim() || !isSet(values.wwDelay) || values.wwDelay < 0) {
      messages.push(UDT_VALIDATION_MESSAGES.wakeWordRequired);
    }
    if (!values.marketPlace?.trim()) messages.push(UDT_VALIDATION_MESSAGES.localeRequired);
  }

  if (values.delayBetweenUtterances !== undefined) {
    const delayError = delayBetweenUtterancesError(values.delayBetweenUtterances);
    if (delayError) {
      fieldErrors.delayBetweenUtterances = delayError;
      messages.push(delayError);
    }
  }

  if (values.actorCount > 1) {
    const noiseFile = !!values.noiseFile?.trim();
    const noiseLocation = isSet(values.noiseLocationPi);
    if (noiseFile && noiseLocation && values.noiseLocationPi === values.speechLocationPi) {
      messages.push(UDT_VALIDATION_MESSAGES.noisePiSameAsSpeechPi);
    }
    if (noiseFile !== noiseLocation) messages.push(UDT_VALIDATION_MESSAGES.noiseLocationAndFile);
  }

  const valid = messages.length === 0;
  return {
    valid,
    messages,
    fieldErrors,
    alert: {
      title: UDT_VALIDATION_MESSAGES.title,
      type: valid ? 'success' : 'error',
      messages: valid ? [UDT_VALIDATION_MESSAGES.success] : messages,
    },
  };
}
