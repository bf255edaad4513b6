import { ANSWER_MESSAGES } from './answer.messages';
import { SLOT_WORDS, type SlotWords, slotWordsOf } from './slot-words.data';
import {
  type SlotKind,
  type UtteranceSlots,
  answerSlotsOf,
  slotText,
  utteranceSlots,
} from './utterance-slots.rule';

/** A slot the answer got wrong: which, what it said and what the utterance asked for. */
export interface WrongSlot {
  readonly slot: SlotKind;
  readonly answered: string;
  readonly expected: string;
  /** 'wrong time: 6:30 PM for 6:30 AM' (ANSWER_MESSAGES.wrongSlot). */
  readonly message: string;
}

function wrong(slot: SlotKind, answered: string, expected: string): WrongSlot {
  return { slot, answered, expected, message: ANSWER_MESSAGES.wrongSlot(slot, answered, expected) };
}

const said = (time: string, meridiem?: string) => (meridiem ? `${time} ${meridiem}` : time);
const counted = (number: string, unit: string) => `${number} ${unit}${number === '1' ? '' : 's'}`;

/**
 * The first slot of `expected` that the answer's words contradict, or
 * undefined when it states none wrongly. A slot the answer does not state is
 * not held against it (a tone, 'Right now it's sunny'); one it states must be
 * the one asked for: the time (and its AM/PM, where the utterance carries
 * one), the day, the number and unit, and a name the answer repeats. The
 * answer is read in `words`' language (English unless told).
 */
export function wrongSlotOf(
  expected: UtteranceSlots,
  response: string,
  words: SlotWords = SLOT_WORDS.en!,
): WrongSlot | undefined {
  if (!response.trim()) return undefined;
  const answer = answerSlotsOf(response, words);
  if (expected.time !== undefined && answer.times.length) {
    const same = answer.times.find((one) => one.time === expected.time);
    const asked = said(expected.time, expected.meridiem);
    if (!same) return wrong('time', said(answer.times[0].time, answer.times[0].meridiem), asked);
    if (expected.meridiem && same.meridiem && same.meridiem !== expected.meridiem)
      return wrong('meridiem', said(same.time, same.meridiem), asked);
  }
  if (expected.day !== undefined && answer.days.length && !answer.days.includes(expected.day))
    return wrong('day', answer.days[0], expected.day);
  if (expected.number !== undefined && expected.unit !== undefined && answer.counted.length) {
    const asked = counted(expected.number, expected.unit);
    const { number, unit } = expected;
    if (!answer.counted.some((one) => one.number === number && one.unit === unit)) {
      const sameNumber = answer.counted.find((one) => one.number === number);
      return sameNumber
        ? wrong('unit', counted(sameNumber.number, sameNumber.unit), asked)
        : wrong('number', counted(answer.counted[0].number, answer.counted[0].unit), asked);
    }
  } else if (expected.number !== undefined && expected.unit === undefined && answer.numbers.length) {
    if (!answer.numbers.includes(expected.number)) return wrong('number', answer.numbers[0], expected.number);
  }
  if (
    expected.name !== undefined &&
    !` ${slotText(response, words)} `.includes(` ${slotText(expected.name, words)} `)
  )
    return {
      slot: 'name',
      answered: response,
      expected: expected.name,
      message: ANSWER_MESSAGES.missingName(expected.name),
    };
  return undefined;
}

/** An answer judged in full: its intent, and every slot the utterance carries. */
export interface AnswerJudgement {
  /** It answered with the expected intent. */
  readonly intentMatched: boolean;
  /** The slot it got wrong, when its intent was right. */
  readonly wrongSlot?: WrongSlot;
  /** The intent and every slot right: what counts toward response accuracy. */
  readonly correct: boolean;
}

/**
 * Judges a device's answer to an utterance of the catalogue: the expected
 * intent, then the slots the utterance carries (utteranceSlots), so 'wake me
 * up at 6 30 tomorrow' answered 'Alarm set for 6:30 PM today.' is wrong
 * (its time's AM/PM), and 'stelle einen Timer auf 5 Minuten' answered 'Timer
 * für 5 Sekunden, ab jetzt.' (its unit). Both are read in the utterance's
 * locale (en_US unless told); in a language without slot words (slotWordsOf)
 * the answer is judged by its intent alone.
 */
export function judgeAnswer(
  utterance: {
    readonly transcript: string;
    readonly expectedIntent: string | null | undefined;
    readonly locale?: string;
  },
  answer: { readonly intent: string | null | undefined; readonly responseText: string | null | undefined },
): AnswerJudgement {
  const intentMatched = Boolean(utterance.expectedIntent && answer.intent === utterance.expectedIntent);
  if (!intentMatched) return { intentMatched, correct: false };
  const words = slotWordsOf(utterance.locale ?? 'en_US');
  if (!words) return { intentMatched, correct: true };
  const wrongSlot = wrongSlotOf(
    utteranceSlots(utterance.transcript, words),
    answer.responseText ?? '',
    words,
  );
  return wrongSlot ? { intentMatched, wrongSlot, correct: false } : { intentMatched, correct: true };
}
