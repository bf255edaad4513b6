/**
 * Text as it is spoken, in words: what a transcription of speech can be
 * compared with (doc 1 §2.6 audio recording validation). A device says
 * '5 minutes, starting now.'; a transcriber hears 'five minutes starting now'.
 * Lower case, numbers, times and ordinals in words, symbols read out,
 * punctuation gone (apostrophes inside words kept).
 */
export function spokenWords(text: string): string[] {
  const spelled = text
    .toLowerCase()
    .replace(
      /(\d{1,2}):(\d{2})\b/g,
      (_match, hours: string, minutes: string) => ` ${clockWords(+hours, minutes)} `,
    )
    .replace(
      /(\d+)\.(\d+)/g,
      (_match, whole: string, fraction: string) =>
        ` ${numberWords(+whole)} point ${[...fraction].map((digit) => ONES[+digit]).join(' ')} `,
    )
    .replace(/\d[\d,]*(st|nd|rd|th)?\b/g, (match) => ` ${numeralWords(match)} `)
    .replace(/%/g, ' percent ')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[‘’]/g, "'");
  return spelled
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** spokenWords joined by single spaces. */
export function spokenText(text: string): string {
  return spokenWords(text).join(' ');
}

/** Whether a transcript holds `phrase` as a run of whole words, both read as spoken. */
export function transcriptContains(transcript: string, phrase: string): boolean {
  const wanted = spokenText(phrase);
  return wanted !== '' && ` ${spokenText(transcript)} `.includes(` ${wanted} `);
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: readonly [number, string][] = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];
const ORDINAL_ENDINGS: Readonly<Record<string, string>> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** A whole number in words, American style: 101 is 'one hundred one'. */
export function numberWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return String(value);
  if (value < 20) return ONES[value]!;
  if (value < 100) return [TENS[Math.floor(value / 10)], value % 10 ? ONES[value % 10] : ''].join(' ').trim();
  if (value < 1000) {
    const rest = value % 100;
    return `${ONES[Math.floor(value / 100)]} hundred${rest ? ` ${numberWords(rest)}` : ''}`;
  }
  for (const [scale, name] of SCALES) {
    if (value >= scale) {
      const rest = value % scale;
      return `${numberWords(Math.floor(value / scale))} ${name}${rest ? ` ${numberWords(rest)}` : ''}`;
    }
  }
  return String(value);
}

/** '1,500' as 'one thousand five hundred', '21st' as 'twenty first'. */
function numeralWords(numeral: string): string {
  const ordinal = /(st|nd|rd|th)$/.test(numeral);
  const words = numberWords(Number(numeral.replace(/[^\d]/g, '')));
  if (!ordinal) return words;
  const last = words.split(' ').pop()!;
  const ending = ORDINAL_ENDINGS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return `${words.slice(0, words.length - last.length)}${ending}`;
}

/** A clock time: 10:30 'ten thirty', 5:00 'five o'clock', 9:05 'nine oh five'. */
function clockWords(hours: number, minutes: string): string {
  const minute = Number(minutes);
  if (minute === 0) return `${numberWords(hours)} o'clock`;
  return `${numberWords(hours)} ${minute < 10 ? `oh ${ONES[minute]}` : numberWords(minute)}`;
}
