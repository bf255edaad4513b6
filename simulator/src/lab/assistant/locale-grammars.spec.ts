import { PLAYING_LOCALES, packLanguageOf } from '@oak/shared';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { VirtualRoom } from '../room/virtual-room';
import { type SpokenAnswer } from '../room/spoken-answer';
import { ManualClock } from '../../time/clock';
import { Assistant } from './assistant';
import { FALLBACK_INTENT, FALLBACK_RESPONSE } from './assistant-grammar';

const NOW = Date.UTC(2025, 0, 1, 9, 15); // Wednesday 9:15 AM UTC

/** 'de' of 'de', 'pt' of 'pt-br', 'es' of 'es-419', 'en' of 'en-gb-x-rp'. */
const languageOfVoice = (voice: string) => voice.split(/[-+]/)[0];
const languageOfLocale = (locale: string) => locale.split('_')[0];

const OTHER_LANGUAGE_LOCALES = PLAYING_LOCALES.filter((locale) => languageOfLocale(locale) !== 'en');

describe('the virtual devices in every locale that plays (issue 29)', () => {
  it.each([...PLAYING_LOCALES])('%s: has the pack speak it', (locale) => {
    expect(packLanguageOf(locale)?.phrases.length).toBeGreaterThan(0);
  });

  describe.each(OTHER_LANGUAGE_LOCALES)('%s', (locale) => {
    const language = packLanguageOf(locale)!;

    it.each(language.phrases.map((phrase) => [phrase.text, phrase.intent] as const))(
      'understands "%s" of the pack as %s, and answers in its language',
      (text, intent) => {
        const answer = new Assistant().respond(`${language.wakeWord}, ${text}`, NOW);
        expect(answer.intent).toBe(intent);
        expect(answer.response).not.toBe(FALLBACK_RESPONSE);
        // A tone ('' : volume, stop) has no language; words have the locale's.
        if (answer.response) expect(languageOfVoice(answer.voice ?? 'en')).toBe(languageOfLocale(locale));
      },
    );

    it('says it does not know in its language, when it misheard', () => {
      const [longest] = [...language.phrases].sort((a, b) => b.text.length - a.text.length);
      // Its first and last words lost in the noise, as VirtualDut's misrecognition loses words.
      const misheard = longest!.text.split(' ').slice(1, -1).join(' ');
      const answer = new Assistant().respond(misheard, NOW);
      expect(answer.intent).toBe(FALLBACK_INTENT);
      expect(answer.response).toBe(language.grammar!.fallback);
      expect(languageOfVoice(answer.voice!)).toBe(languageOfLocale(locale));
    });
  });

  it('answers German in German words, with the slots it heard and the time of the command', () => {
    const assistant = new Assistant();
    expect(assistant.respond('Alexa, stelle einen Wecker auf 7 Uhr', NOW)).toEqual({
      intent: 'SetAlarmIntent',
      slots: { hour: '7' },
      response: 'Wecker gestellt für 7 Uhr.',
      voice: 'de',
      locale: 'de_DE',
    });
    expect(assistant.respond('Alexa, wie spät ist es?', NOW).response).toBe('Es ist 9:15 Uhr.');
  });

  it('keeps answering a misheard English command in English', () => {
    const answer = new Assistant().respond('alexa set a for 5 minutes', NOW);
    expect(answer).toEqual({ intent: FALLBACK_INTENT, slots: {}, response: FALLBACK_RESPONSE });
  });

  it("says a German answer aloud in the room with the DUT's German voice", () => {
    const clock = new ManualClock(NOW);
    const room = new VirtualRoom({ clock });
    room.addDut(stubVirtualDut());
    const spoken: SpokenAnswer[] = [];
    room.onSpoken((answer) => spoken.push(answer));
    while (!spoken.length) {
      room.play({
        piId: 'pi',
        locationId: '0.9m-90deg',
        kind: 'speech',
        fileName: 'de_DE-timer-02-f2.wav',
        transcript: 'Alexa, stelle einen Timer auf 5 Minuten',
        startMs: clock.advance(60_000),
        durationMs: 2500,
      });
    }
    expect(spoken[0]).toMatchObject({ text: 'Timer für 5 minuten, ab jetzt.', voice: 'de' });
  });
});
