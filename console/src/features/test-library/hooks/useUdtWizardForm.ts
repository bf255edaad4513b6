import {
  type CsvDefinitionValidation,
  type CustomScenario,
  type UdtFiles,
  type UdtFormState,
  type UdtFormValues,
  isCsvFileName,
  udtFormStateOf,
  validateCsvDefinition,
} from '@oak/shared';
import { useRef, useState } from 'react';

/** A number field's text as the checks read it: nothing typed is not a number. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The checks of a chosen .csv definition; a file that cannot be read counts as empty. */
async function checkCsv(file: File): Promise<CsvDefinitionValidation> {
  const text = await file.text().catch(() => '');
  return validateCsvDefinition(text, file.size);
}

/**
 * What the User Defined Test wizard edits: the test's values (udtFormStateOf:
 * the defaults for a new test, the test's own when editing), the two number
 * fields as typed, and the files chosen, a .csv definition checked as soon as
 * it is chosen (doc 2 §5 'CSV checks').
 */
export function useUdtWizardForm(test: CustomScenario | undefined) {
  const [form, setForm] = useState<UdtFormState>(() => udtFormStateOf(test));
  const [wwDelayText, setWwDelayText] = useState(() => String(form.wwDelay));
  const [delayText, setDelayText] = useState(() => String(form.delayBetweenUtterances));
  const [definitionFile, setDefinitionFile] = useState<File>();
  const [csvValidation, setCsvValidation] = useState<CsvDefinitionValidation>();
  const [audioFile, setAudioFile] = useState<File>();
  /** The definition chosen last: a check of an earlier one that ends later is dropped. */
  const latestDefinition = useRef<File>(undefined);

  const update = (patch: Partial<UdtFormState>) => setForm((current) => ({ ...current, ...patch }));

  /** Fewer Pis: a location on a Pi the test no longer has moves back to Pi1, or to no noise. */
  const setActorCount = (actorCount: number) =>
    setForm((current) => ({
      ...current,
      actorCount,
      speechLocationPi: current.speechLocationPi <= actorCount ? current.speechLocationPi : 1,
      recordingLocationPi: current.recordingLocationPi <= actorCount ? current.recordingLocationPi : 1,
      noiseLocationPi:
        current.noiseLocationPi !== undefined && current.noiseLocationPi <= actorCount
          ? current.noiseLocationPi
          : undefined,
    }));

  const chooseDefinition = (file: File) => {
    latestDefinition.current = file;
    setDefinitionFile(file);
    setCsvValidation(undefined);
    if (!isCsvFileName(file.name)) return;
    void checkCsv(file).then((validation) => {
      if (latestDefinition.current === file) setCsvValidation(validation);
    });
  };

  /** The checks of the chosen .csv, waiting for them when the file is still being read. */
  const currentCsvValidation = async (): Promise<CsvDefinitionValidation | undefined> => {
    if (!definitionFile || !isCsvFileName(definitionFile.name)) return undefined;
    return csvValidation ?? (await checkCsv(definitionFile));
  };

  /** What validateUdtWizard reads. */
  const values: UdtFormValues = {
    name: form.name,
    actorCount: form.actorCount,
    autoSynthesizeAudio: form.autoSynthesizeAudio,
    delayBetweenUtterances: numberOf(delayText),
    marketPlace: form.marketPlace,
    wakeWord: form.wakeWord,
    wwDelay: numberOf(wwDelayText),
    speechLocationPi: form.speechLocationPi,
    noiseLocationPi: form.noiseLocationPi,
    noiseFile: form.noiseFile,
  };

  const files = (csv: CsvDefinitionValidation | undefined): UdtFiles => ({
    ...(definitionFile ? { testDefinitionFileName: definitionFile.name } : {}),
    ...(audioFile ? { audioFileName: audioFile.name } : {}),
    ...(test?.testDefinitionGetUrl ? { existingTestDefinitionUrl: test.testDefinitionGetUrl } : {}),
    ...(test?.audioFilesGetUrl ? { existingAudioFilesUrl: test.audioFilesGetUrl } : {}),
    ...(csv ? { csvValidation: csv } : {}),
  });

  /**
   * The values to save, once the checks passed: the number fields as typed.
   * The wake word delay keeps its last value while it is disabled.
   */
  const formToSave = (): UdtFormState => {
    const wwDelay = numberOf(wwDelayText);
    return {
      ...form,
      delayBetweenUtterances: numberOf(delayText),
      wwDelay: Number.isInteger(wwDelay) && wwDelay >= 0 ? wwDelay : form.wwDelay,
    };
  };

  return {
    form,
    update,
    setActorCount,
    wwDelayText,
    setWwDelayText,
    delayText,
    setDelayText,
    definitionFile,
    chooseDefinition,
    csvValidation,
    currentCsvValidation,
    audioFile,
    setAudioFile,
    values,
    files,
    formToSave,
  };
}

export type UdtWizardForm = ReturnType<typeof useUdtWizardForm>;
