import { SLOT_WORDS, type SlotUnit, type SlotWords } from '@oak/shared';
import { type Random } from '../../random/random';

/** One way of getting a slot of an answer wrong: where it is in the words, and what it becomes. */
interface SlotSwap {
  readonly slot: 'time' | 'meridiem' | 'day' | 'number' | 'unit';
  readonly pattern: RegExp;
  readonly swap: (said: string) => string;
  /** What the command must say for the slot to be its own: an answer's 'today' is the command's only if it said a day. */
  readonly said?: RegExp;
}

const OTHER_UNIT: Readonly<Partial<Record<SlotUnit, SlotUnit>>> = {
  second: 'minute',
  minute: 'second',
  hour: 'minute',
};
const OTHER_DAY: Readonly<Record<string, string>> = { today: 'tomorrow', tomorrow: 'today' };

const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}]`;
const START = `(?<!${WORD_CHAR})`;
const END = `(?!${WORD_CHAR})`;
const anyOf = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, String.raw`[\s-]`))
    .join('|');

/** `said` written as `like` was: capitalised where it was. */
function cased(said: string, like: string): string {
  return like[0] && like[0] !== like[0].toLowerCase() ? said[0]!.toUpperCase() + said.slice(1) : said;
}

/** The ways an answer in `words`' language can be said with a slot wrong, in the order they are drawn from. */
function swapsOf(words: SlotWords): SlotSwap[] {
  const { before, after } = words.clock;
  // A clock time's hour: before ':mm', or where the language says a time ('für 7 Uhr', 'per le 7').
  const hour = [
    String.raw`${START}\d{1,2}(?=:\d{2})`,
    ...(before || after
      ? [
          `${before ? `(?<=${START}(?:${before})\\s+)` : START}\\d{1,2}${after ? `(?=\\s*(?:${after})${END})` : `(?!\\d|:)`}`,
        ]
      : []),
  ].join('|');
  // A duration is not said as a clock time is ('pour 7 heures' is a time, 'de 2 heures' two hours).
  const notAClock = before ? `(?<!${START}(?:${before})\\s+)` : '';
  const days = Object.entries(words.days).filter(([, day]) => day in OTHER_DAY);
  const dayWord = (day: string) => days.find(([, value]) => value === day)![0];
  const dayOf = new Map(days.map(([word, day]) => [word, day]));
  const units = Object.entries(words.units).filter(([unit]) => unit in OTHER_UNIT) as [
    SlotUnit,
    { one: string; many: string },
  ][];
  const unitWords = anyOf(units.flatMap(([, said]) => [said.one, said.many]));
  const otherUnit = (said: string) => {
    const lower = said.toLowerCase();
    const [unit, forms] = units.find(([, { one, many }]) => one === lower || many === lower)!;
    const other = words.units[OTHER_UNIT[unit]!];
    return cased(lower === forms.one ? other.one : other.many, said);
  };
  return [
    ...(words.meridiem
      ? [
          {
            slot: 'meridiem' as const,
            pattern: /\b(\d{1,2}:\d{2} )(AM|PM)\b/,
            swap: (said: string) => said.replace(/AM|PM/, (m) => (m === 'AM' ? 'PM' : 'AM')),
          },
        ]
      : []),
    {
      slot: 'time',
      pattern: new RegExp(hour, 'iu'),
      swap: (said) => String((Number(said) % 12) + 1),
    },
    ...(days.length
      ? [
          {
            slot: 'day' as const,
            // The language's own word for each ('today', 'heute'), as the devices say them.
            pattern: new RegExp(`${START}(?:${anyOf(Object.keys(OTHER_DAY).map(dayWord))})${END}`, 'iu'),
            swap: (said: string) => cased(dayWord(OTHER_DAY[dayOf.get(said.toLowerCase())!]!), said),
            said: new RegExp(`${START}(?:${anyOf(dayOf.keys())})${END}`, 'iu'),
          },
        ]
      : []),
    {
      slot: 'unit',
      pattern: new RegExp(String.raw`(?<=${notAClock}${START}\d+\s)(?:${unitWords})${END}`, 'iu'),
      swap: otherUnit,
    },
    {
      slot: 'number',
      pattern: new RegExp(String.raw`${notAClock}${START}\d+(?=\s(?:${unitWords})${END})`, 'iu'),
      swap: (said) => String(Number(said) + 1),
    },
  ];
}

const SWAPS = new Map<SlotWords, SlotSwap[]>();

/** An answer said with one of its slots wrong, and which slot that was. */
export interface MisSlotted {
  readonly response: string;
  readonly slot: SlotSwap['slot'];
}

/**
 * The answer to `command` as a device that mis-slots says it: one of the slots
 * its words state (a time's AM/PM, the time, the day the command named, a
 * duration's unit or number), picked with `random`, said wrong in the
 * answer's language (`words`, English unless told: 'Timer für 5 Sekunden');
 * undefined when its words state none (a tone, 'Playing music.').
 */
export function misSlot(
  command: string,
  response: string,
  random: Random,
  words: SlotWords = SLOT_WORDS.en!,
): MisSlotted | undefined {
  let swaps = SWAPS.get(words);
  if (!swaps) SWAPS.set(words, (swaps = swapsOf(words)));
  const candidates = swaps.filter(
    (swap) => swap.pattern.test(response) && (swap.said === undefined || swap.said.test(command)),
  );
  if (candidates.length === 0) return undefined;
  const chosen = candidates[random.int(candidates.length)]!;
  return {
    response: response.replace(chosen.pattern, (said) => chosen.swap(said)),
    slot: chosen.slot,
  };
}
