import { ANSWER_MESSAGES } from './answer.messages';
import { judgeAnswer, wrongSlotOf } from './answer-judgement.rule';
import { STATED_SLOTS } from './utterance-slots.data';
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
