import { locationById } from '../../locations/locations.constant';

const place = (location: string) => locationById(location)?.label ?? location;
const quoted = (phrases: readonly string[]) => phrases.map((phrase) => `'${phrase}'`).join(', ');

/**
 * Why a functional run cannot be planned, and what its scores say went wrong
 * (chosen wording; the spec quotes none of these). Test engineers read them in
 * the run's status, the failure-log tooltips and the reports.
 */
export const FUNCTIONAL_RUN_MESSAGES = {
  notFunctional: (scenarioType: string) => `${scenarioType} is not a functional scenario type`,
  mobileLocale: (locale: string) => `Mobile functional tests run in en_US only, not in ${locale}`,
  /** The catalogue is English (FUNCTIONAL_CATALOGUE_LOCALES). */
  notEnglish: (scenarioType: string, locale: string) =>
    `${scenarioType} test cases are spoken in English only, not in ${locale}`,
  /** The test configuration catalogue does not offer the type in the locale (doc 3 §3). */
  notOffered: (scenarioType: string, locale: string) => `${scenarioType} is not offered in ${locale}`,
  unknownChoice: (scenarioType: string, choice: string) =>
    `${scenarioType} has no functional test category or test case ${choice}`,
  placement: (scenarioType: string, location: string) =>
    `${scenarioType} does not play from ${place(location)}`,
  nothingChosen: (scenarioType: string) =>
    `${scenarioType} needs at least one functional test category or test case`,

  /** The step could not run at all (the executor's reason). */
  caseError: (reason: string) => `The test case could not run: ${reason}`,
  notPlayed: (question: string) => `'${question}' was not played`,
  playFailed: (question: string, reason: string) => `'${question}' could not be played: ${reason}`,
  noCloudRecord: (question: string) => `The cloud's record of '${question}' was not read`,
  cloudError: (question: string, reason: string) =>
    `The cloud's record of '${question}' could not be read: ${reason}`,
  noResponse: (question: string) => `The DUT did not respond to '${question}'`,
  wrongIntent: (question: string, expected: string, intent: string, heard: string) =>
    `'${question}' expected intent ${expected}, the DUT answered with ${intent || 'no intent'} (it heard '${heard}')`,
  /** The right intent with a slot wrong (ANSWER_MESSAGES.wrongSlot). */
  wrongSlot: (question: string, wrongSlot: string, response: string, heard: string) =>
    `The response to '${question}' has the ${wrongSlot}: '${response}' (the DUT heard '${heard}')`,
  wrongResponse: (question: string, regex: string, response: string, heard: string) =>
    `The response to '${question}' does not match /${regex}/i: '${response}' (the DUT heard '${heard}')`,
  actedOnWithoutWakeWord: (question: string, heard: string, intent: string) =>
    `The DUT acted on '${question}', said without the wake word: it heard '${heard}' and answered with ${intent || 'no intent'}`,
  setUpFailed: (log: string) => `Set-up: ${log}`,
  noRecording: (question: string) => `The DUT's answer to '${question}' was not recorded`,
  /** A counted utterance the cloud failed that the reference mic did not record: audio cannot pass the case for it. */
  notCoveredByRecording: (question: string) =>
    `'${question}' failed its cloud validation and its answer was not recorded, so the recording cannot pass it`,
  recordingError: (question: string, reason: string) =>
    `The DUT's answer to '${question}' could not be transcribed: ${reason}`,
  silentAnswer: (question: string, phrases: readonly string[]) =>
    `Nothing of ${quoted(phrases)} was recognised in the DUT's spoken answer to '${question}'`,
  wrongSpokenAnswer: (question: string, transcript: string, phrases: readonly string[]) =>
    `The DUT's spoken answer to '${question}' was recognised as '${transcript}', which says none of ${quoted(phrases)}`,
  /** The reference mic heard speech, but the DUT's activity has no answer to this utterance (issue 29). */
  noAnswerToAttribute: (question: string, transcript: string) =>
    `No answer of the DUT to attribute: the reference mic heard '${transcript}' after '${question}', but the DUT recorded no answer to it, so another device spoke`,
  /** The reference mic heard the expected phrase, but the DUT's own answer did not say it (issue 29). */
  heardAnotherDevice: (question: string, phrase: string, response: string) =>
    `Heard another device: the reference mic heard '${phrase}' after '${question}', but the DUT answered '${response || 'nothing aloud'}'`,
  /** The DUT's activity could not be read, so what the reference mic heard cannot be told to be its answer. */
  answerNotAttributable: (question: string, transcript: string) =>
    `The reference mic heard '${transcript}' after '${question}', but without the DUT's activity in the device cloud it cannot be attributed to the DUT`,
  appScreenCommand: (screen: string, expect: string) =>
    `Read the app's ${screen} screen: expect /${expect}/i`,
  appScreenNotRead: (screen: string) => `The app's ${screen} screen was not read`,
  appScreenError: (screen: string, reason: string) =>
    `The app's ${screen} screen could not be read: ${reason}`,
  appScreenMismatch: (screen: string, expect: string, shown: string) =>
    `The app's ${screen} screen does not show /${expect}/i: it shows '${shown}'`,
} as const;
