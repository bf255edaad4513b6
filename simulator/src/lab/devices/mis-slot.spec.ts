import { PLAYING_LOCALES, judgeAnswer, packLanguageOf, slotWordsOf } from '@oak/shared';
import { Assistant } from '../assistant/assistant';
import { Random } from '../../random/random';
import { misSlot } from './mis-slot';

/** Every mis-slotting of `response` a device may say, with the slot it got wrong. */
function allWrong(command: string, response: string, locale = 'en_US') {
  const seen = new Map<string, string>();
  for (let seed = 0; seed < 50; seed += 1) {
    const wrong = misSlot(command, response, new Random(`mis-slot/${seed}`), slotWordsOf(locale));
    if (wrong) seen.set(wrong.response, wrong.slot);
  }
  return Object.fromEntries(seen);
}

describe('misSlot', () => {
  it('says one slot of the answer wrong: the AM/PM, the time or the day the command named', () => {
    expect(allWrong('wake me up at 6 30 tomorrow', 'Alarm set for 6:30 AM tomorrow.')).toEqual({
      'Alarm set for 6:30 PM tomorrow.': 'meridiem',
      'Alarm set for 7:30 AM tomorrow.': 'time',
      'Alarm set for 6:30 AM today.': 'day',
    });
  });

  it("leaves the day alone where the command named none: the answer's day is the device's own", () => {
    expect(
      Object.values(allWrong('set an alarm for 7 am', 'Alarm set for 7:00 AM tomorrow.')).sort(),
    ).toEqual(['meridiem', 'time']);
  });

  it("says a duration's number or unit wrong", () => {
    expect(allWrong('set a timer for 5 minutes', '5 minutes, starting now.')).toEqual({
      '5 seconds, starting now.': 'unit',
      '6 minutes, starting now.': 'number',
    });
  });

  it('has nothing to get wrong in an answer that states no slot', () => {
    expect(misSlot('play some music', 'Playing music.', new Random('mis-slot'))).toBeUndefined();
    expect(misSlot('set volume to 5', '', new Random('mis-slot'))).toBeUndefined();
  });

  it('makes each mis-slotting one the judge blames on that slot', () => {
    const cases = [
      ['Alexa, wake me up at 6 30 tomorrow', 'SetAlarmIntent', 'Alarm set for 6:30 AM tomorrow.'],
      ['Alexa, set an alarm for 7 am', 'SetAlarmIntent', 'Alarm set for 7:00 AM tomorrow.'],
      ['Alexa, set a timer for 5 minutes', 'SetTimerIntent', '5 minutes, starting now.'],
      [
        'Alexa, remind me to call mom at 6 pm',
        'SetReminderIntent',
        "Okay, I'll remind you at 6:00 PM today.",
      ],
    ] as const;
    for (const [transcript, intent, response] of cases) {
      expect(
        judgeAnswer({ transcript, expectedIntent: intent }, { intent, responseText: response }).correct,
      ).toBe(true);
      for (const [wrong, slot] of Object.entries(allWrong(transcript.replace(/^Alexa, /, ''), response))) {
        const judged = judgeAnswer({ transcript, expectedIntent: intent }, { intent, responseText: wrong });
        expect({ wrong, slot: judged.wrongSlot?.slot }).toEqual({ wrong, slot });
      }
    }
  });

  it("says the slots wrong in the answer's own language", () => {
    expect(allWrong('stelle einen timer auf 5 minuten', 'Timer für 5 Minuten, ab jetzt.', 'de_DE')).toEqual({
      'Timer für 5 Sekunden, ab jetzt.': 'unit',
      'Timer für 6 Minuten, ab jetzt.': 'number',
    });
    expect(allWrong('stelle einen wecker auf 7 uhr', 'Wecker gestellt für 7 Uhr.', 'de_DE')).toEqual({
      'Wecker gestellt für 8 Uhr.': 'time',
    });
    expect(allWrong('pon una alarma a las 7', 'Alarma programada para las 7.', 'es_ES')).toEqual({
      'Alarma programada para las 8.': 'time',
    });
    expect(allWrong('5 मिनट का टाइमर लगाओ', '5 मिनट का टाइमर शुरू।', 'hi_IN')).toEqual({
      '5 सेकंड का टाइमर शुरू।': 'unit',
      '6 मिनट का टाइमर शुरू।': 'number',
    });
  });

  /*
   * Every pack command of every playing locale the virtual assistant answers
   * with a slot stated: each mis-slotting of its answer is one the judge,
   * reading that locale's words, blames on that slot; at least one per locale.
   */
  it.each(PLAYING_LOCALES.filter((locale) => !locale.startsWith('en')))(
    '%s: makes each mis-slotting one the judge blames on that slot',
    (locale) => {
      const language = packLanguageOf(locale)!;
      let misSlotted = 0;
      for (const phrase of language.phrases) {
        const transcript = `${language.wakeWord}, ${phrase.text}`;
        const answer = new Assistant().respond(transcript, Date.UTC(2025, 0, 1, 10));
        // As a device does: an answer to a command without slots ('wie spät ist es') is not mis-slotted.
        if (!Object.keys(answer.slots).length) continue;
        const utterance = { transcript, expectedIntent: phrase.intent, locale };
        for (const [wrong, slot] of Object.entries(
          allWrong(phrase.text.toLowerCase(), answer.response, locale),
        )) {
          misSlotted += 1;
          const judged = judgeAnswer(utterance, { intent: answer.intent, responseText: wrong });
          expect({ wrong, slot: judged.wrongSlot?.slot }).toEqual({ wrong, slot });
        }
      }
      expect(misSlotted).toBeGreaterThan(0);
    },
  );
});
