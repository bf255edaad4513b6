import { type FunctionalAppScreen } from '@oak/shared';
import {
  ASSISTANT_GRAMMAR,
  FALLBACK_INTENT,
  FALLBACK_RESPONSE,
  type Interpretation,
} from './assistant-grammar';
import { AssistantMemory } from './assistant-memory';
import { languageFallback, understandInLanguage } from './locale-grammars';
import { DEFAULT_WAKE_WORD, splitWakeWord } from './utterance-text.util';

/**
 * The assistant behind one DUT: understands a recognised command with the
 * grammar (English's, then each other language's of the resource pack, as a
 * device set to speak them all: the run's locale is not told to it) and
 * answers in the language it understood; it keeps what a user would expect it to remember (alarms, timers,
 * reminders, the shopping list, volume, equalizer, the route). Deterministic:
 * the same words at the same simulated time and memory always give the same
 * answer. Commands arrive in time order; what has rung or ended is forgotten.
 */
export class Assistant {
  private readonly memory = new AssistantMemory();

  constructor(readonly wakeWord: string = DEFAULT_WAKE_WORD) {}

  /** The answer to `text` (with or without the wake word) spoken at `nowMs`. */
  respond(text: string, nowMs: number): Interpretation {
    const { command } = splitWakeWord(text, this.wakeWord);
    this.memory.settle(nowMs);
    const context = { nowMs, memory: this.memory };
    for (const rule of ASSISTANT_GRAMMAR) {
      for (const pattern of rule.patterns) {
        const match = pattern.exec(command);
        const answer = match ? rule.answer(match, context) : undefined;
        if (answer) return { intent: rule.intent, ...answer };
      }
    }
    const understood = understandInLanguage(command, nowMs);
    if (understood) return understood;
    const other = languageFallback(command);
    return {
      intent: FALLBACK_INTENT,
      slots: {},
      response: other?.response ?? FALLBACK_RESPONSE,
      ...(other ? { voice: other.voice } : {}),
    };
  }

  /** What the companion app shows on `screen` at `nowMs` (see AssistantMemory.appScreen). */
  appScreen(screen: FunctionalAppScreen, nowMs: number): string {
    return this.memory.appScreen(screen, nowMs);
  }
}
