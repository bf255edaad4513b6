import { SLOT_WORDS, type SlotUnit, type SlotWords } from './slot-words.data';

/**
 * The slots an utterance carries, as a person means them: a time of day on a
 * 12-hour clock ('6:30'), its AM/PM, the day ('today', 'tomorrow', a weekday),
 * a number and its unit ('5', 'minute') and a name or item ('milk'). Values
 * are written the way the judge compares them (see answerSlotsOf), whatever
 * the language they were said in (SlotWords).
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

const ENGLISH = SLOT_WORDS.en!;

/** A letter, mark or digit: what a word is made of in any script ('spät', 'più', 'बजे'). */
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}]`;
const START = `(?<!${WORD_CHAR})`;
const END = `(?!${WORD_CHAR})`;

/** Words as one alternation, longest first; '-' or ' ' inside a word matches either. */
function anyOf(words: Iterable<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, String.raw`[\s-]`))
    .join('|');
}

/** A word as a table keys it: its inner spaces and hyphens as one space. */
const keyOf = (word: string) => word.replace(/[\s-]+/g, ' ');
const keyed = <T>(table: Readonly<Record<string, T>>) =>
  new Map(Object.entries(table).map(([word, value]) => [keyOf(word), value]));

/** A language's slot words made into the expressions the readers below use. */
interface SlotGrammar {
  readonly words: SlotWords;
  readonly numberWord: RegExp;
  readonly readNumber: (match: string, groups: Record<string, string | undefined>) => number;
  readonly unit: string;
  readonly unitOf: ReadonlyMap<string, SlotUnit>;
  readonly day: RegExp;
  readonly dayOf: ReadonlyMap<string, string>;
  readonly halfOfDay: RegExp | undefined;
  readonly morning: RegExp | undefined;
  readonly evening: RegExp | undefined;
  readonly am: RegExp | undefined;
  /** A clock time said with the language's words ('at 6 30', 'um 7 uhr', 'à 7 heures'). */
  readonly clock: RegExp;
  /** A time written 'h:mm', in every language. */
  readonly colon: RegExp;
  /** A time said with its AM/PM ('7 am', '6 30 pm'); none where the language says none. */
  readonly meridiemTime: RegExp | undefined;
}

function grammarOf(words: SlotWords): SlotGrammar {
  const ones = keyed(words.ones);
  const tens = keyed(words.tens);
  const compound = words.compound;
  const compoundOnes = keyed(
    compound?.ones ??
      Object.fromEntries(Object.entries(words.ones).filter(([, value]) => value >= 1 && value <= 9)),
  );
  const compoundTens = keyed(compound?.tens ?? words.tens);
  const pair = compound
    ? compound.onesFirst
      ? `(?<one>${anyOf(compoundOnes.keys())})${compound.join}(?<ten>${anyOf(compoundTens.keys())})`
      : `(?<ten>${anyOf(compoundTens.keys())})${compound.join}(?<one>${anyOf(compoundOnes.keys())})`
    : undefined;
  const numberWord = new RegExp(
    `${START}(?:${pair ? `${pair}|` : ''}(?<tens>${anyOf(tens.keys())})|(?<ones>${anyOf(ones.keys())}))${END}`,
    'gu',
  );
  const readNumber = (_match: string, groups: Record<string, string | undefined>) =>
    groups.ten !== undefined
      ? compoundTens.get(keyOf(groups.ten))! + compoundOnes.get(keyOf(groups.one!))!
      : groups.tens !== undefined
        ? tens.get(keyOf(groups.tens))!
        : ones.get(keyOf(groups.ones!))!;

  const unitOf = new Map<string, SlotUnit>();
  for (const [unit, said] of Object.entries(words.units) as [SlotUnit, { one: string; many: string }][]) {
    unitOf.set(keyOf(said.one), unit);
    unitOf.set(keyOf(said.many), unit);
  }
  const unit = `(?<unit>${anyOf(unitOf.keys())})${END}`;
  const dayOf = keyed(words.days);
  const halves = [...words.morning, ...words.evening].filter((half) => !dayOf.has(keyOf(half)));
  const phrases = (list: readonly string[]) =>
    list.length ? new RegExp(`${START}(?:${anyOf(list)})${END}`, 'u') : undefined;

  const meridiem = words.meridiem
    ? String.raw`(?:\s*(?<meridiem>${words.meridiem.am}|${words.meridiem.pm})(?![\p{L}\p{M}]))?`
    : '';
  const { before, after } = words.clock;
  const minutes = String.raw`(?:(?::|\s)(?<minute>\d{2}))?`;
  const afterHour = after ? String.raw`\s*(?:${after})${END}(?:\s(?<late>\d{2})${END})?` : '';
  const notACount = String.raw`(?!\s*(?:\d|${unit}))`;
  return {
    words,
    numberWord,
    readNumber,
    unit,
    unitOf,
    day: new RegExp(`${START}(?<day>${anyOf(dayOf.keys())})${END}`, 'gu'),
    dayOf,
    halfOfDay: phrases(halves),
    morning: phrases(words.morning),
    evening: phrases(words.evening),
    am: words.meridiem ? new RegExp(`^(?:${words.meridiem.am})$`, 'u') : undefined,
    clock: new RegExp(
      `${before ? `${START}(?:${before})\\s+` : START}(?<hour>\\d{1,2})${minutes}${afterHour}${meridiem}${notACount}`,
      'gu',
    ),
    colon: new RegExp(
      `${START}(?<hour>\\d{1,2}):(?<minute>\\d{2})${after ? `(?:\\s*(?:${after})${END})?` : ''}${meridiem}`,
      'gu',
    ),
    meridiemTime: words.meridiem
      ? new RegExp(
          String.raw`${START}(?<hour>\d{1,2})(?:\s(?<minute>\d{2}))?\s*(?<meridiem>${words.meridiem.am}|${words.meridiem.pm})(?![\p{L}\p{M}])`,
          'gu',
        )
      : undefined,
  };
}

const GRAMMARS = new Map<SlotWords, SlotGrammar>();
function grammar(words: SlotWords): SlotGrammar {
  let compiled = GRAMMARS.get(words);
  if (!compiled) GRAMMARS.set(words, (compiled = grammarOf(words)));
  return compiled;
}

/**
 * Text in lower case with numbers in digits and apostrophes kept: 'six thirty'
 * is '6 30', 'twenty five' '25', 'forty-five' '45' (in `words`' language,
 * English unless told: 'fünfundzwanzig' is '25'); punctuation and hyphens
 * gone, but ':' and the dots of 'a.m.'.
 */
export function slotText(text: string, words: SlotWords = ENGLISH): string {
  const { numberWord, readNumber } = grammar(words);
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(numberWord, (match, ...rest: unknown[]) =>
      String(readNumber(match, rest.at(-1) as Record<string, string | undefined>)),
    )
    .replace(/[^\p{L}\p{M}\p{N}':.\s]|\.(?!m\b|\s?m\.)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** '6:30' for hour 6 (or 18) and minute 30. */
function clock(hour: number, minute: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')}`;
}

/** A time read from its match: the 12-hour clock, and its AM/PM as said or by a 24-hour hour. */
function timeOf(
  groups: Record<string, string | undefined>,
  am: RegExp | undefined,
): { time: string; meridiem?: 'AM' | 'PM'; hour: number; minute: number } {
  const hour = Number(groups.hour);
  const minute = Number(groups.minute ?? groups.late ?? 0);
  const said = groups.meridiem;
  const meridiem = said
    ? am?.test(said)
      ? 'AM'
      : 'PM'
    : hour === 0 || hour > 12
      ? hour >= 12
        ? 'PM'
        : 'AM'
      : undefined;
  return { time: clock(hour, minute), ...(meridiem ? { meridiem } : {}), hour, minute } as const;
}

/** Drops a leading wake word said before a comma ('Alexa, ...'). */
function command(utterance: string): string {
  return utterance.replace(/^\s*[\p{L}]+\s*,\s*/u, '');
}

/** The day words of `text`, as days, once the words for a half of the day ('de la mañana') are out. */
function daysOf(text: string, g: SlotGrammar): string[] {
  const plain = g.halfOfDay ? text.replace(new RegExp(g.halfOfDay.source, 'gu'), ' ') : text;
  return [...plain.matchAll(g.day)].map((match) => g.dayOf.get(keyOf(match.groups!.day!))!);
}

/**
 * The slots derived from an utterance's words, read in `words`' language
 * (English unless told): a clock time ('at 6 30', 'um 7 Uhr', 'alle 7'), its
 * AM/PM as said, by a 24-hour hour, else as a person means it ('wake me up
 * at 6 30' is morning, 'tonight' evening; a time with neither carries none),
 * the day, and a number with its unit. Names are not derived: the language's
 * stated slots write them out.
 */
export function derivedSlots(utterance: string, words: SlotWords = ENGLISH): UtteranceSlots {
  const g = grammar(words);
  let text = slotText(command(utterance), words);
  const slots: { -readonly [K in SlotKind]?: UtteranceSlots[K] } = {};
  const said = [...text.matchAll(g.clock), ...text.matchAll(g.colon)].sort((a, b) => a.index - b.index)[0];
  if (said) {
    const time = timeOf(said.groups!, g.am);
    if (time.hour <= 23 && time.minute <= 59) {
      slots.time = time.time;
      const meridiem =
        time.meridiem ?? (g.morning?.test(text) ? 'AM' : g.evening?.test(text) ? 'PM' : undefined);
      if (meridiem) slots.meridiem = meridiem;
      text = `${text.slice(0, said.index)} ${text.slice(said.index + said[0].length)}`;
    }
  }
  const [day] = daysOf(text, g);
  if (day) slots.day = day;
  const counted = new RegExp(String.raw`${START}(\d+)\s+${g.unit}`, 'u').exec(text);
  const bare = new RegExp(`${START}(\\d+)${END}`, 'u').exec(text);
  if (counted) {
    slots.number = counted[1];
    slots.unit = g.unitOf.get(keyOf(counted.groups!.unit!));
  } else if (bare) {
    slots.number = bare[1];
  }
  return slots;
}

/** The utterance's command as the stated slots key it: lower case, no wake word, no punctuation. */
export function slotKey(utterance: string, words: SlotWords = ENGLISH): string {
  return slotText(command(utterance), words).replace(/[:.]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The slots an utterance carries, read in `words`' language (English unless
 * told): derived from its words (derivedSlots), with what the language's
 * stated slots write out for it (names, and where the words alone would
 * mislead) taking precedence.
 */
export function utteranceSlots(utterance: string, words: SlotWords = ENGLISH): UtteranceSlots {
  return { ...derivedSlots(utterance, words), ...words.stated[slotKey(utterance, words)] };
}

/** What an answer's words state of each kind of slot: every time, day, number and unit it says. */
export interface AnswerSlots {
  readonly times: readonly { readonly time: string; readonly meridiem?: 'AM' | 'PM' }[];
  readonly days: readonly string[];
  readonly counted: readonly { readonly number: string; readonly unit: string }[];
  readonly numbers: readonly string[];
}

/**
 * The slots an answer's words state, read in `words`' language (English
 * unless told): 'Alarm set for 6:30 PM today.' says 6:30 PM and today,
 * 'Wecker gestellt für 7 Uhr.' 7:00. A bare number is a time only said as
 * the language says a clock time, with a colon, or with AM/PM.
 */
export function answerSlotsOf(response: string, words: SlotWords = ENGLISH): AnswerSlots {
  const g = grammar(words);
  let text = slotText(response, words);
  const found: { index: number; time: string; meridiem?: 'AM' | 'PM' }[] = [];
  for (const pattern of [g.clock, g.colon, g.meridiemTime]) {
    if (!pattern) continue;
    text = text.replace(pattern, (...args: unknown[]) => {
      const groups = args.at(-1) as Record<string, string | undefined>;
      const index = args.at(-3) as number;
      const { time, meridiem } = timeOf(groups, g.am);
      found.push({ index, time, ...(meridiem ? { meridiem } : {}) });
      return ' '.repeat((args[0] as string).length);
    });
  }
  const times = found.sort((a, b) => a.index - b.index).map(({ index: _index, ...time }) => time);
  const days = daysOf(text, g);
  const counted = [...text.matchAll(new RegExp(String.raw`${START}(\d+)\s+${g.unit}`, 'gu'))].map(
    (match) => ({ number: match[1]!, unit: g.unitOf.get(keyOf(match.groups!.unit!))! }),
  );
  const numbers = [...text.matchAll(new RegExp(`${START}(\\d+)${END}`, 'gu'))].map((match) => match[1]!);
  return { times, days, counted, numbers };
}
