import { type UtteranceSlots } from './utterance-slots.rule';

/**
 * The slots of the resource pack's utterances that their words alone do not
 * give reliably (derivedSlots): names and items an answer repeats, keyed by
 * the command as slotKey writes it. Derived slots not named here still hold.
 */
export const STATED_SLOTS: Readonly<Record<string, UtteranceSlots>> = {
  'add milk to my shopping list': { name: 'milk' },
  // 'at 6 pm' is the reminder's time; 'mom' is part of the task, which the answer does not repeat.
  'remind me to call mom at 6 pm': { time: '6:00', meridiem: 'PM' },
  'navigate to the nearest gas station': { name: 'gas station' },
};
