import { hashString } from '../../random/hash.util';
import { type AssistantMemory } from './assistant-memory';

export type Slots = Readonly<Record<string, string>>;

/** What the assistant made of a command: which intent, with which slots, and what it says back. */
export interface Interpretation {
  readonly intent: string;
  readonly slots: Slots;
  /** The spoken answer; '' where the assistant answers with a tone only (volume, stop). */
  readonly response: string;
  /** espeak-ng's voice of the language of the answer, when not English (e.g. 'de'). */
  readonly voice?: string;
  /** The locale the command was understood in, when not English (e.g. 'de_DE'). */
  readonly locale?: string;
}

/** What a rule may read: the simulated time of the command, and the DUT's assistant memory it may change. */
export interface GrammarContext {
  readonly nowMs: number;
  readonly memory: AssistantMemory;
}

/** A rule's answer: the slots it read and what it says back. */
export type Answer = Omit<Interpretation, 'intent'>;

export interface GrammarRule {
  readonly intent: string;
  readonly patterns: readonly RegExp[];
  /** Undefined when the words match but the slots do not parse, so later rules (or the fallback) answer. */
  answer(match: RegExpExecArray, context: GrammarContext): Answer | undefined;
}

const DAY_MS = 86_400_000;

/** A repeatable pick for invented facts: same words, same simulated day, same answer. */
export function factIndex(key: string, nowMs: number, modulo: number): number {
  return hashString(`${key}|${Math.floor(nowMs / DAY_MS)}`) % modulo;
}

export function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** "1 item", "2 items". */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
    : (items[0] ?? '');
}
