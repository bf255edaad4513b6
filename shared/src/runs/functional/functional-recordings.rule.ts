import {
  FUNCTIONAL_WAKE_WORD,
  functionalUtteranceFileName,
  functionalUtteranceTranscript,
} from './functional-case.constant';
import { FUNCTIONAL_CATALOGUE_LOCALES, functionalCasesOfCatalogueType } from './functional-catalogue.data';

/** One recording of the functional catalogue, as the resource pack makes it. */
export interface FunctionalRecording {
  readonly fileName: string;
  readonly caseId: string;
  readonly category: string;
  readonly actionIndex: number;
  /** The words spoken: the wake word and the text, or the text alone. */
  readonly transcript: string;
  /** The intent a correct answer carries; absent for speech that must not be acted on. */
  readonly expectedResponse?: string;
}

/**
 * The recordings a catalogue type's resource holds in a locale: one per
 * utterance of its cases, in play order, named by functionalUtteranceFileName.
 * `fileLocale` names the files (en_CA's resources hold en_US's); none outside
 * the catalogue's English locales.
 */
export function functionalRecordings(
  testType: string,
  fileLocale: string,
  wakeWord: string = FUNCTIONAL_WAKE_WORD,
): FunctionalRecording[] {
  if (!(FUNCTIONAL_CATALOGUE_LOCALES as readonly string[]).includes(fileLocale)) return [];
  return functionalCasesOfCatalogueType(testType).flatMap((testCase) =>
    testCase.actions.flatMap((action, actionIndex): FunctionalRecording[] =>
      action.type === 'utterance'
        ? [
            {
              fileName: functionalUtteranceFileName(fileLocale, testCase.id, actionIndex),
              caseId: testCase.id,
              category: testCase.category,
              actionIndex,
              transcript: functionalUtteranceTranscript(action, wakeWord),
              ...(action.wake === false ? {} : { expectedResponse: action.intent }),
            },
          ]
        : [],
    ),
  );
}
