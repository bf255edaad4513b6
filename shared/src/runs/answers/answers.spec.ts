import { ANSWER_MESSAGES } from './answer.messages';
import { judgeAnswer, wrongSlotOf } from './answer-judgement.rule';
import { SLOT_WORDS, STATED_SLOTS } from './slot-words.data';
import { answerSlotsOf, derivedSlots, slotKey, slotText, utteranceSlots } from './utterance-slots.rule';

describe('the slots an utterance carries', () => {
  it('writes numbers in digits, as said in words or digits', () => {
    expect(slotText('Set a timer for twenty-five minutes')).toBe('set a timer for 25 minutes');
    expect(slotText('wake me up at six thirty')).toBe('wake me up at 6 30');
    expect(slotText('Alarm set for 6:30 PM today.')).toBe('alarm set for 6:30 pm today');
  });

  it.each([
    ['Alexa, wake me up at 6 30 tomorrow', { time: '6:30', meridiem: 'AM', day: 'tomorrow' }],
    ['Alexa, wake me up at six thirty tomorrow', { time: '6:30', meridiem: 'AM', day: 'tomorrow' }],
    ['Alexa, wake me up at 6:30 tomorrow', { time: '6:30', meridiem: 'AM', day: 'tomorrow' }],
    ['Alexa, set an alarm for 7 am', { time: '7:00', meridiem: 'AM' }],
    ['set an alarm for 7 p.m. on friday', { time: '7:00', meridiem: 'PM', day: 'friday' }],
    ['remind me to take the bins out at 8 tonight', { time: '8:00', meridiem: 'PM', day: 'today' }],
    ['set an alarm for 18:15', { time: '6:15', meridiem: 'PM' }],
    ['set an alarm for 7', { time: '7:00' }],
    ['Alexa, set a timer for 5 minutes', { number: '5', unit: 'minute' }],
    ['set a timer for thirty seconds', { number: '30', unit: 'second' }],
    ['set volume to 5', { number: '5' }],
    ["what's the weather like today", { day: 'today' }],
    ['will it rain tomorrow', { day: 'tomorrow' }],
    ['what time is it', {}],
    ['volume up', {}],
  ])('derives %j from the words', (utterance, slots) => {
    expect(derivedSlots(utterance)).toEqual(slots);
  });

  it('takes what the catalogue writes out over what the words would give', () => {
    expect(utteranceSlots('Alexa, add milk to my shopping list')).toEqual({ name: 'milk' });
    expect(utteranceSlots('Alexa, remind me to call mom at 6 pm')).toEqual({ time: '6:00', meridiem: 'PM' });
    expect(utteranceSlots('Alexa, navigate to the nearest gas station.')).toEqual({ name: 'gas station' });
  });

  it('keys every stated utterance as slotKey writes it', () => {
    for (const key of Object.keys(STATED_SLOTS)) expect(slotKey(key)).toBe(key);
  });

  it("reads what an answer's words state", () => {
    expect(answerSlotsOf('Alarm set for 6:30 PM today.')).toEqual({
      times: [{ time: '6:30', meridiem: 'PM' }],
      days: ['today'],
      counted: [],
      numbers: [],
    });
    expect(answerSlotsOf('5 minutes, starting now.').counted).toEqual([{ number: '5', unit: 'minute' }]);
    expect(answerSlotsOf('It is six thirty a.m.').times).toEqual([{ time: '6:30', meridiem: 'AM' }]);
  });
});

describe('an answer judged in full', () => {
  const wake = { transcript: 'Alexa, wake me up at 6 30 tomorrow', expectedIntent: 'SetAlarmIntent' };
  const alarm = (responseText: string) => judgeAnswer(wake, { intent: 'SetAlarmIntent', responseText });

  it("fails 'wake me up at 6 30 tomorrow' answered 'Alarm set for 6:30 PM today.', blaming its AM/PM", () => {
    expect(alarm('Alarm set for 6:30 PM today.')).toEqual({
      intentMatched: true,
      correct: false,
      wrongSlot: {
        slot: 'meridiem',
        answered: '6:30 PM',
        expected: '6:30 AM',
        message: 'wrong time: 6:30 PM for 6:30 AM',
      },
    });
  });

  it('passes the same utterance answered in full, however the time is written', () => {
    expect(alarm('Alarm set for 6:30 AM tomorrow.').correct).toBe(true);
    expect(alarm('Okay, six thirty a.m. tomorrow.').correct).toBe(true);
    expect(alarm('Alarm set.').correct).toBe(true);
  });

  it('blames the time, the day, the number and the unit each', () => {
    expect(alarm('Alarm set for 7:30 AM tomorrow.').wrongSlot?.message).toBe(
      'wrong time: 7:30 AM for 6:30 AM',
    );
    expect(alarm('Alarm set for 6:30 AM today.').wrongSlot?.message).toBe('wrong day: today for tomorrow');
    const timer = { transcript: 'Alexa, set a timer for 5 minutes', expectedIntent: 'SetTimerIntent' };
    expect(
      judgeAnswer(timer, { intent: 'SetTimerIntent', responseText: '6 minutes, starting now.' }).wrongSlot,
    ).toMatchObject({ slot: 'number', message: 'wrong number: 6 minutes for 5 minutes' });
    expect(
      judgeAnswer(timer, { intent: 'SetTimerIntent', responseText: '5 seconds, starting now.' }).wrongSlot,
    ).toMatchObject({ slot: 'unit', message: 'wrong unit: 5 seconds for 5 minutes' });
    const volume = { transcript: 'Alexa, set volume to 5', expectedIntent: 'SetVolumeIntent' };
    expect(
      judgeAnswer(volume, { intent: 'SetVolumeIntent', responseText: 'The volume is 6.' }).wrongSlot?.slot,
    ).toBe('number');
    const milk = {
      transcript: 'Alexa, add milk to my shopping list',
      expectedIntent: 'AddToShoppingListIntent',
    };
    expect(
      judgeAnswer(milk, {
        intent: 'AddToShoppingListIntent',
        responseText: "I've added silk to your shopping list.",
      }).wrongSlot?.message,
    ).toBe(ANSWER_MESSAGES.missingName('milk'));
  });

  it('judges the intent first, and an utterance without slots by its intent alone', () => {
    expect(judgeAnswer(wake, { intent: 'FallbackIntent', responseText: 'Sorry.' })).toEqual({
      intentMatched: false,
      correct: false,
    });
    expect(
      judgeAnswer(
        { transcript: 'Alexa, what time is it', expectedIntent: 'GetTimeIntent' },
        { intent: 'GetTimeIntent', responseText: "It's 10:00 AM." },
      ).correct,
    ).toBe(true);
  });

  it('holds no slot the answer does not state against it', () => {
    expect(
      wrongSlotOf({ day: 'today' }, "Right now in Seattle, it's 52 degrees with light rain."),
    ).toBeUndefined();
    expect(wrongSlotOf({ number: '5' }, '')).toBeUndefined();
  });
});

/*
 * Every playing locale's slots, read in its own words (slot-words.data): the
 * virtual devices' answers to the pack's commands (locales/speech grammars)
 * pass in full, and each with a slot said wrong is blamed on that slot.
 */
describe('an answer judged in full in every playing locale', () => {
  const judged = (locale: string, transcript: string, intent: string, responseText: string) =>
    judgeAnswer({ transcript, expectedIntent: intent, locale }, { intent, responseText });

  it.each([
    [
      'de_DE',
      'Alexa, stelle einen Wecker auf 7 Uhr',
      'SetAlarmIntent',
      'Wecker gestellt für 7 Uhr.',
      'Wecker gestellt für 8 Uhr.',
      'wrong time: 8:00 for 7:00',
    ],
    [
      'de_DE',
      'Alexa, stelle einen Timer auf 5 Minuten',
      'SetTimerIntent',
      'Timer für 5 Minuten, ab jetzt.',
      'Timer für 5 Sekunden, ab jetzt.',
      'wrong unit: 5 seconds for 5 minutes',
    ],
    [
      'de_DE',
      'Alexa, stelle einen Timer auf fünfundzwanzig Minuten',
      'SetTimerIntent',
      'Timer für 25 Minuten, ab jetzt.',
      'Timer für 26 Minuten, ab jetzt.',
      'wrong number: 26 minutes for 25 minutes',
    ],
    [
      'de_DE',
      'Alexa, wecke mich morgen um 19 Uhr',
      'SetAlarmIntent',
      'Wecker gestellt für 19 Uhr morgen.',
      'Wecker gestellt für 19 Uhr heute.',
      'wrong day: today for tomorrow',
    ],
    [
      'de_DE',
      'Alexa, setze Milch auf meine Einkaufsliste',
      'AddToShoppingListIntent',
      'Ich habe Milch auf deine Einkaufsliste gesetzt.',
      'Ich habe Seide auf deine Einkaufsliste gesetzt.',
      "wrong name: not 'milch'",
    ],
    [
      'fr_FR',
      'Alexa, mets un réveil à 7 heures',
      'SetAlarmIntent',
      'Réveil réglé pour 7 heures.',
      'Réveil réglé pour 8 heures.',
      'wrong time: 8:00 for 7:00',
    ],
    [
      'fr_FR',
      'Alexa, mets un minuteur de 5 minutes',
      'SetTimerIntent',
      'Minuteur de 5 minutes, à partir de maintenant.',
      'Minuteur de 5 heures, à partir de maintenant.',
      'wrong unit: 5 hours for 5 minutes',
    ],
    [
      'fr_CA',
      'Alexa, règle une minuterie de vingt-cinq secondes',
      'SetTimerIntent',
      'Minuteur de 25 secondes, à partir de maintenant.',
      'Minuteur de 24 secondes, à partir de maintenant.',
      'wrong number: 24 seconds for 25 seconds',
    ],
    [
      'it_IT',
      'Alexa, imposta una sveglia alle 7',
      'SetAlarmIntent',
      'Sveglia impostata per le 7.',
      'Sveglia impostata per le 8.',
      'wrong time: 8:00 for 7:00',
    ],
    [
      'it_IT',
      'Alexa, imposta un timer di ventitré minuti',
      'SetTimerIntent',
      'Timer di 23 minuti, a partire da ora.',
      'Timer di 23 secondi, a partire da ora.',
      'wrong unit: 23 seconds for 23 minutes',
    ],
    [
      'es_ES',
      'Alexa, pon una alarma a las 7 de la mañana',
      'SetAlarmIntent',
      'Alarma programada para las 7.',
      'Alarma programada para las 19.',
      'wrong time: 7:00 PM for 7:00 AM',
    ],
    [
      'es_MX',
      'Alexa, pon un temporizador de 5 minutos',
      'SetTimerIntent',
      'Temporizador de 5 minutos, empezando ahora.',
      'Temporizador de 6 minutos, empezando ahora.',
      'wrong number: 6 minutes for 5 minutes',
    ],
    [
      'es_ES',
      'Alexa, qué tiempo hará mañana',
      'GetWeatherIntent',
      'Mañana en Seattle hace sol y 18 grados.',
      'Hoy en Seattle hace sol y 18 grados.',
      'wrong day: today for tomorrow',
    ],
    [
      'pt_BR',
      'Alexa, coloque um alarme para as 7',
      'SetAlarmIntent',
      'Alarme definido para as 7.',
      'Alarme definido para as 8.',
      'wrong time: 8:00 for 7:00',
    ],
    [
      'pt_BR',
      'Alexa, coloque um timer de vinte e cinco minutos',
      'SetTimerIntent',
      'Timer de 25 minutos, começando agora.',
      'Timer de 25 horas, começando agora.',
      'wrong unit: 25 hours for 25 minutes',
    ],
    [
      'hi_IN',
      'Alexa, सुबह 7 बजे का अलार्म लगाओ',
      'SetAlarmIntent',
      'अलार्म 7 बजे के लिए लगा दिया है।',
      'अलार्म 8 बजे के लिए लगा दिया है।',
      'wrong time: 8:00 for 7:00 AM',
    ],
    [
      'hi_IN',
      'Alexa, 5 मिनट का टाइमर लगाओ',
      'SetTimerIntent',
      '5 मिनट का टाइमर शुरू।',
      '5 घंटे का टाइमर शुरू।',
      'wrong unit: 5 hours for 5 minutes',
    ],
  ])('%s: %s passes %j and blames %j', (locale, transcript, intent, right, wrong, message) => {
    expect(judged(locale, transcript, intent, right)).toEqual({ intentMatched: true, correct: true });
    expect(judged(locale, transcript, intent, wrong)).toMatchObject({
      intentMatched: true,
      correct: false,
      wrongSlot: { message },
    });
  });

  it("reads the slots in the utterance's own language, not English's", () => {
    // 'morgen' is tomorrow in German; 'once' eleven in Spanish, a word in English.
    expect(utteranceSlots('wecke mich morgen um 7 Uhr', SLOT_WORDS.de)).toEqual({
      time: '7:00',
      meridiem: 'AM',
      day: 'tomorrow',
    });
    expect(derivedSlots('pon un temporizador de once minutos', SLOT_WORDS.es)).toEqual({
      number: '11',
      unit: 'minute',
    });
    expect(derivedSlots('set a timer once', SLOT_WORDS.en)).toEqual({});
    // 'de la mañana' is the morning, not tomorrow.
    expect(derivedSlots('despiértame a las 6 de la mañana', SLOT_WORDS.es)).toEqual({
      time: '6:00',
      meridiem: 'AM',
    });
    expect(answerSlotsOf('Wecker gestellt für 7 Uhr 30.', SLOT_WORDS.de).times).toEqual([{ time: '7:30' }]);
    expect(answerSlotsOf('Réveil réglé pour 19 h.', SLOT_WORDS.fr).times).toEqual([
      { time: '7:00', meridiem: 'PM' },
    ]);
    // 'de 2 heures' is a duration in French, 'à 2 heures' a time.
    expect(answerSlotsOf('Minuteur de 2 heures.', SLOT_WORDS.fr)).toMatchObject({
      times: [],
      counted: [{ number: '2', unit: 'hour' }],
    });
  });

  it('judges by the intent alone in a language without slot words', () => {
    expect(
      judgeAnswer(
        {
          transcript: 'アレクサ、7時にアラームをセットして',
          expectedIntent: 'SetAlarmIntent',
          locale: 'ja_JP',
        },
        { intent: 'SetAlarmIntent', responseText: '8時にアラームをセットしました。' },
      ),
    ).toEqual({ intentMatched: true, correct: true });
  });

  it('keys every stated utterance of every language as slotKey writes it', () => {
    for (const words of Object.values(SLOT_WORDS))
      for (const key of Object.keys(words.stated)) expect(slotKey(key, words)).toBe(key);
  });
});
