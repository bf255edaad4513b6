import { type Random } from '../../random/random';

/** One way of getting a slot of an answer wrong: where it is in the words, and what it becomes. */
interface SlotSwap {
  readonly slot: 'time' | 'meridiem' | 'day' | 'number' | 'unit';
  readonly pattern: RegExp;
  readonly swap: (said: string) => string;
  /** What the command must say for the slot to be its own: an answer's 'today' is the command's only if it said a day. */
  readonly said?: RegExp;
}

const OTHER_UNIT: Readonly<Record<string, string>> = { second: 'minute', minute: 'second', hour: 'minute' };
const OTHER_DAY: Readonly<Record<string, string>> = { today: 'tomorrow', tomorrow: 'today' };

const SWAPS: readonly SlotSwap[] = [
  {
    slot: 'meridiem',
    pattern: /\b(\d{1,2}:\d{2} )(AM|PM)\b/,
    swap: (said) => said.replace(/AM|PM/, (m) => (m === 'AM' ? 'PM' : 'AM')),
  },
  {
    slot: 'time',
    pattern: /\b(\d{1,2})(:\d{2})\b/,
    swap: (said) => said.replace(/^\d+/, (hour) => String((Number(hour) % 12) + 1)),
  },
  {
    slot: 'day',
    pattern: /\b(today|tomorrow)\b/,
    swap: (said) => OTHER_DAY[said],
    said: /\b(?:today|tonight|tomorrow)\b/i,
  },
  {
    slot: 'unit',
    pattern: /\b\d+ (second|minute|hour)s?\b/,
    swap: (said) => said.replace(/(second|minute|hour)/, (unit) => OTHER_UNIT[unit]),
  },
  {
    slot: 'number',
    pattern: /\b\d+(?= (?:second|minute|hour)s?\b)/,
    swap: (said) => String(Number(said) + 1),
  },
];

/** An answer said with one of its slots wrong, and which slot that was. */
export interface MisSlotted {
  readonly response: string;
  readonly slot: SlotSwap['slot'];
}

/**
 * The answer to `command` as a device that mis-slots says it: one of the slots
 * its words state (a time's AM/PM, the time, the day the command named, a
 * duration's unit or number), picked with `random`, said wrong; undefined when
 * its words state none (a tone, 'Playing music.').
 */
export function misSlot(command: string, response: string, random: Random): MisSlotted | undefined {
  const candidates = SWAPS.filter(
    (swap) => swap.pattern.test(response) && (swap.said === undefined || swap.said.test(command)),
  );
  if (candidates.length === 0) return undefined;
  const chosen = candidates[random.int(candidates.length)];
  return {
    response: response.replace(chosen.pattern, (said) => chosen.swap(said)),
    slot: chosen.slot,
  };
}
