import { STATED_SLOTS } from './utterance-slots.data';

/**
 * The slots an utterance carries, as a person means them: a time of day on a
 * 12-hour clock ('6:30'), its AM/PM, the day ('today', 'tomorrow', a weekday),
 * a number and its unit ('5', 'minute') and a name or item ('milk'). Values
 * are written the way the judge compares them (see answerSlotsOf).
 */
export interface UtteranceSlots {
  readonly time?: string;
  readonly meridiem?: 'AM' | 'PM';
  readonly day?: string;
  readonly number?: string;
  readonly unit?: string;
  readonly name?: string;
}
export type SlotKind = keyof UtteranceSlots;

/** English number words up to nineteen, and the tens, by value: the judge's and the virtual devices' one table. */
export const ENGLISH_ONES: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const ENGLISH_TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
};
const NUMBER_WORD = new RegExp(
  String.raw`\b(?:(${Object.keys(ENGLISH_TENS).join('|')})(?:[\s-](${Object.keys(ENGLISH_ONES).slice(1, 10).join('|')}))?|(${Object.keys(ENGLISH_ONES).join('|')}))\b`,
  'g',
);

/** Units a number is said with, singular. */
const UNITS = ['second', 'minute', 'hour', 'degree', 'percent'] as const;
const UNIT = `(${UNITS.join('|')})s?`;
const MERIDIEM_WORD = String.raw`(?:a\.?\s?m\.?|p\.?\s?m\.?)(?![a-z])`;
const MERIDIEM = `(${MERIDIEM_WORD})`;
const DAYS = [
  'today',
  'tonight',
  'tomorrow',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
const DAY = new RegExp(String.raw`\b(${DAYS.join('|')})\b`, 'g');

/**
 * Text in lower case with numbers in digits and apostrophes kept: 'six thirty'
 * is '6 30', 'twenty five' '25', 'forty-five' '45'; punctuation but ':' gone.
 */
export function slotText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(NUMBER_WORD, (_match, tens?: string, unit?: string, one?: string) =>
      String(tens ? ENGLISH_TENS[tens] + (unit ? ENGLISH_ONES[unit] : 0) : ENGLISH_ONES[one!]),
    )
    .replace(/[^a-z0-9':.\s]|\.(?!m\b|\s?m\.)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'am', 'a.m.', 'a m' as 'AM'. */
function meridiemOf(spoken: string | undefined): 'AM' | 'PM' | undefined {
  if (!spoken) return undefined;
  return spoken.startsWith('a') ? 'AM' : 'PM';
}

/** '6:30' for hour 6 (or 18) and minute 30. */
function clock(hour: number, minute: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')}`;
}

/** A time said after 'at' (or an alarm's 'for'): '6 30', '6:30', '7 am', '18:00'; not '5 minutes'. */
const SAID_TIME = new RegExp(
  String.raw`\b(?:at|alarm for|alarm at)\s+(\d{1,2})(?:(?::|\s)(\d{2}))?(?:\s*${MERIDIEM})?(?!\s*(?:\d|${UNIT}))`,
);
/** Words that tell the half of the day without am or pm. */
const MORNING = /\b(?:in the morning|wake me up)\b/;
const EVENING = /\b(?:in the afternoon|in the evening|tonight|at night)\b/;

/** Drops a leading wake word said before a comma ('Alexa, ...'). */
function command(utterance: string): string {
  return utterance.replace(/^\s*[\p{L}]+\s*,\s*/u, '');
}

/**
 * The slots derived from an utterance's words (English): a time after 'at',
 * its AM/PM as said, else as a person means it ('wake me up at 6 30' is
 * morning, 'tonight' evening; a time with neither carries none), the day, and
 * a number with its unit. Names are not derived: STATED_SLOTS writes them out.
 */
export function derivedSlots(utterance: string): UtteranceSlots {
  let text = slotText(command(utterance));
  const slots: { -readonly [K in SlotKind]?: UtteranceSlots[K] } = {};
  const time = SAID_TIME.exec(text);
  if (time) {
    const hour = Number(time[1]);
    const minute = Number(time[2] ?? 0);
    if (hour <= 23 && minute <= 59) {
      slots.time = clock(hour, minute);
      const meridiem =
        meridiemOf(time[3]) ??
        (hour === 0 || hour > 12 ? (hour >= 12 ? 'PM' : 'AM') : undefined) ??
        (MORNING.test(text) ? 'AM' : EVENING.test(text) ? 'PM' : undefined);
      if (meridiem) slots.meridiem = meridiem;
      text = `${text.slice(0, time.index)} ${text.slice(time.index + time[0].length)}`;
    }
  }
  const day = [...text.matchAll(DAY)][0]?.[1];
  if (day) slots.day = day === 'tonight' ? 'today' : day;
  const counted = new RegExp(String.raw`\b(\d+)\s+${UNIT}\b`).exec(text);
  const bare = /\b(\d+)\b/.exec(text);
  if (counted) {
    slots.number = counted[1];
    slots.unit = counted[2];
  } else if (bare) {
    slots.number = bare[1];
  }
  return slots;
}

/** The utterance's command as the catalogue keys it: lower case, no wake word, no punctuation. */
export function slotKey(utterance: string): string {
  return slotText(command(utterance)).replace(/[:.]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The slots an utterance of the catalogue carries: derived from its words
 * (derivedSlots), with what STATED_SLOTS writes out for it (names, and where
 * the words alone would mislead) taking precedence.
 */
export function utteranceSlots(utterance: string): UtteranceSlots {
  return { ...derivedSlots(utterance), ...STATED_SLOTS[slotKey(utterance)] };
}

/** What an answer's words state of each kind of slot: every time, day, number and unit it says. */
export interface AnswerSlots {
  readonly times: readonly { readonly time: string; readonly meridiem?: 'AM' | 'PM' }[];
  readonly days: readonly string[];
  readonly counted: readonly { readonly number: string; readonly unit: string }[];
  readonly numbers: readonly string[];
}

const ANSWER_TIME = new RegExp(
  String.raw`\b(\d{1,2})(?::(\d{2})|\s(\d{2})(?=\s*${MERIDIEM_WORD}))?(?:\s*${MERIDIEM})?`,
  'g',
);

/** The slots an answer's words state ('Alarm set for 6:30 PM today.': 6:30 PM, today). */
export function answerSlotsOf(response: string): AnswerSlots {
  let text = slotText(response);
  const times: { time: string; meridiem?: 'AM' | 'PM' }[] = [];
  text = text.replace(
    ANSWER_TIME,
    (match, hour: string, minute?: string, spacedMinute?: string, said?: string) => {
      // A bare number is a time only with a colon or am/pm.
      if (minute === undefined && said === undefined) return match;
      const meridiem = meridiemOf(said);
      times.push({
        time: clock(Number(hour), Number(minute ?? spacedMinute ?? 0)),
        ...(meridiem ? { meridiem } : {}),
      });
      return ' ';
    },
  );
  const days = [...text.matchAll(DAY)].map(([, day]) => (day === 'tonight' ? 'today' : day));
  const counted = [...text.matchAll(new RegExp(String.raw`\b(\d+)\s+${UNIT}\b`, 'g'))].map(
    ([, number, unit]) => ({ number, unit }),
  );
  const numbers = [...text.matchAll(/\b(\d+)\b/g)].map(([, number]) => number);
  return { times, days, counted, numbers };
}
