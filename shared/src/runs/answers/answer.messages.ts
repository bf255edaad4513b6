import { type SlotKind } from './utterance-slots.rule';

/** How a slot is named in a result: AM/PM is part of the time said. */
const SLOT_LABELS: Readonly<Record<SlotKind, string>> = {
  time: 'time',
  meridiem: 'time',
  day: 'day',
  number: 'number',
  unit: 'unit',
  name: 'name',
};

/** What the results, reports and Live Runs say of an answer judged in full (chosen wording). */
export const ANSWER_MESSAGES = {
  /** 'wrong time: 6:30 PM for 6:30 AM': what the device said, for what the utterance asked. */
  wrongSlot: (slot: SlotKind, answered: string, expected: string) =>
    `wrong ${SLOT_LABELS[slot]}: ${answered} for ${expected}`,
  missingName: (expected: string) => `wrong name: not '${expected}'`,
} as const;
