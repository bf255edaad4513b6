import { type Random } from '../../random/random';

/** Team names of two words and of three, so every sports question has 6 words or more. */
const TEAMS = ['seattle sounders', 'chicago bulls', 'denver broncos', 'miami heat', 'boston celtics'];
const LONG_TEAMS = ['boston red sox', 'new york yankees', 'golden state warriors', 'los angeles lakers'];

type Pick = <T>(items: readonly T[]) => T;

/**
 * Questions the virtual assistant's grammar answers (assistant-grammar.ts,
 * household-grammar.ts), each of 6 to 10 words once its slot is filled and
 * none about the weather (doc 2 §9): what the Bedrock emulator suggests, so an
 * Auto Bot conversation with a virtual device keeps getting real answers.
 */
const QUESTION_TEMPLATES: readonly ((pick: Pick) => string)[] = [
  (pick) => `How did the ${pick(TEAMS)} do?`,
  (pick) => `What is the ${pick(TEAMS)} score?`,
  (pick) => `Did the ${pick(LONG_TEAMS)} win?`,
  (pick) => `What is on ${pick(['my', 'the'])} shopping list?`,
  () => 'How long until we get there?',
  () => 'Do I have any new notifications?',
];

export const SUGGESTION_MIN_WORDS = 6;
export const SUGGESTION_MAX_WORDS = 10;

/** A question for the virtual assistant, chosen with `random` (same seed, same questions). */
export function suggestQuestion(random: Random): string {
  const pick: Pick = (items) => items[random.int(items.length)]!;
  return pick(QUESTION_TEMPLATES)(pick);
}

/** The words of a text, as the 6-to-10 rule counts them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
