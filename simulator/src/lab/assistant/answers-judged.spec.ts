import { PLAYING_LOCALES, judgeAnswer, packLanguageOf } from '@oak/shared';
import { Assistant } from './assistant';

const NOW = Date.UTC(2025, 0, 1, 10, 0); // Wednesday 10:00 AM UTC, after 6:30 and 7 in the morning

/*
 * The virtual assistant, without a device's slot errors, answers every
 * command of the resource pack in every locale that plays so that the shared
 * judge finds it right in full, reading the locale's words: its intent and
 * every slot the command carries ('wake me up at 6 30 tomorrow' is 'Alarm set
 * for 6:30 AM tomorrow.', 'stelle einen Wecker auf 7 Uhr' 'Wecker gestellt
 * für 7 Uhr.').
 */
describe('the pack commands answered in full', () => {
  const cases = PLAYING_LOCALES.flatMap((locale) => {
    const language = packLanguageOf(locale);
    return (language?.phrases ?? []).map((phrase) => [
      locale,
      `${language!.wakeWord}, ${phrase.text}`,
      phrase.intent,
    ]);
  });

  it.each(cases)('%s: %s', (locale, transcript, intent) => {
    const answer = new Assistant().respond(transcript, NOW);
    const judged = judgeAnswer(
      { transcript, expectedIntent: intent, locale },
      { intent: answer.intent, responseText: answer.response },
    );
    expect({ response: answer.response, ...judged }).toEqual({
      response: answer.response,
      intentMatched: true,
      correct: true,
    });
  });
});
