import { FUNCTIONAL_INTENTS as I } from '@oak/shared';
import {
  EQUALIZER_MAX,
  EQUALIZER_MIN,
  type EqualizerBand,
  VOLUME_MAX,
  secondsLeft,
  speakMoment,
} from './assistant-memory';
import { type Answer, type GrammarRule, type Slots, counted, factIndex, listed } from './grammar-rule';
import {
  type ClockTime,
  nextOccurrenceMs,
  parseClockTime,
  parseSpokenDuration,
  parseSpokenNumber,
  speakClockTime,
  speakDuration,
} from './spoken-time.util';

/** "ten minute" (as in "the ten minute timer") or "ten minutes" in seconds. */
function timerDuration(spoken: string): number | undefined {
  return parseSpokenDuration(spoken) ?? parseSpokenDuration(spoken.replace(/(second|minute|hour)$/, '$1s'));
}

/** Whether an alarm at `atMs` rings at the clock time said ("8:30", with or without am/pm). */
function ringsAt(atMs: number, time: ClockTime): boolean {
  const date = new Date(atMs);
  const hour = date.getUTCHours();
  return (
    date.getUTCMinutes() === time.minute &&
    (time.meridiemKnown ? hour === time.hour : hour % 12 === time.hour % 12)
  );
}

/** `time` on the day after `nowMs`'s; '7' without am/pm is the earlier 7. */
function tomorrowAt(nowMs: number, time: ClockTime): number {
  const hour = time.meridiemKnown ? time.hour : time.hour % 12;
  return (Math.floor(nowMs / DAY_MS) + 1) * DAY_MS + (hour * 60 + time.minute) * 60_000;
}

const DAY_MS = 86_400_000;

/** A level said as a number, "minus two" or "negative two". */
function parseLevel(spoken: string): number | undefined {
  const negative = /^(?:minus|negative) (.+)$/.exec(spoken);
  const value = parseSpokenNumber(negative ? negative[1] : spoken);
  return value === undefined ? undefined : negative ? -value : value;
}

function band(spoken: string): EqualizerBand {
  return spoken.startsWith('mid') ? 'midrange' : (spoken as EqualizerBand);
}

/** An invented drive: 5 to 40 minutes, the same for the same destination on the same day. */
const ROUTE_MIN_MINUTES = 5;
const ROUTE_SPREAD_MINUTES = 36;
/** What a stop adds to the drive. */
const STOP_DETOUR_MS = 5 * 60_000;

const BAND = '(bass|treble|mid ?range|mids)';
const NOT_NAVIGATING = "You're not navigating anywhere right now.";

/**
 * The commands that read or change the assistant's memory (AssistantMemory):
 * alarms, timers, volume, reminders, the shopping list, the equalizer and
 * navigation, as the functional catalogue asks for them. Answers say what
 * changed, so a test can tell from the words alone.
 */
export const HOUSEHOLD_GRAMMAR: readonly GrammarRule[] = [
  {
    intent: I.cancelNavigation,
    patterns: [/^(?:stop|cancel|end) (?:the )?(?:navigation|directions|route)$/],
    answer: (_match, { memory }) => {
      if (!memory.route) return { slots: {}, response: 'There is no navigation to cancel.' };
      memory.route = undefined;
      return { slots: {}, response: 'Navigation cancelled.' };
    },
  },
  {
    intent: I.cancelTimer,
    patterns: [
      /^(?:cancel|stop|delete|end) (?:the |my )?(?:(.+?) )?timer$/,
      /^(?:cancel|stop|delete|end) (?:the |my )?timer for (.+)$/,
    ],
    answer: ([, spoken], { memory }) => {
      const seconds = spoken === undefined ? undefined : timerDuration(spoken);
      if (spoken !== undefined && seconds === undefined) return undefined;
      const slots: Slots = seconds === undefined ? {} : { durationSeconds: String(seconds) };
      const candidates = [...memory.timers]
        .filter((timer) => seconds === undefined || timer.durationSeconds === seconds)
        .sort((a, b) => a.endsAtMs - b.endsAtMs);
      const [timer] = candidates;
      if (!timer) {
        return {
          slots,
          response:
            seconds === undefined
              ? "You don't have any timers."
              : `You don't have a timer for ${speakDuration(seconds)}.`,
        };
      }
      memory.timers = memory.timers.filter((other) => other !== timer);
      return {
        slots,
        response: `Your timer for ${speakDuration(timer.durationSeconds)} has been cancelled.`,
      };
    },
  },
  {
    intent: I.getTimerRemaining,
    patterns: [
      /^how much time is left(?: on (?:my|the) (?:(.+?) )?timer)?$/,
      /^how (?:long|much longer) is left on (?:my|the) (?:(.+?) )?timer$/,
      /^(?:what|which) timers do i have$/,
    ],
    answer: ([, spoken], { memory, nowMs }) => {
      const seconds = spoken === undefined ? undefined : timerDuration(spoken);
      if (spoken !== undefined && seconds === undefined) return undefined;
      const timers = [...memory.timers]
        .filter((timer) => seconds === undefined || timer.durationSeconds === seconds)
        .sort((a, b) => a.endsAtMs - b.endsAtMs);
      if (timers.length === 0) return { slots: {}, response: "You don't have any timers." };
      const each = timers.map(
        (timer) =>
          `your timer for ${speakDuration(timer.durationSeconds)} has ${speakDuration(secondsLeft(timer, nowMs))} left`,
      );
      const sentence = listed(each);
      return {
        slots: {},
        response:
          timers.length === 1
            ? `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
            : `You have ${counted(timers.length, 'timer')}. ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
      };
    },
  },
  {
    intent: I.setTimer,
    patterns: [
      /^(?:set|start) (?:a |the )?timer for (.+)$/,
      /^timer for (.+)$/,
      /^(?:set|start) an? (.+?) timer$/,
    ],
    answer: ([, spoken], { memory, nowMs }) => {
      const seconds = timerDuration(spoken);
      if (seconds === undefined) return undefined;
      memory.timers.push({ durationSeconds: seconds, endsAtMs: nowMs + seconds * 1000 });
      return {
        slots: { durationSeconds: String(seconds) },
        response: `${speakDuration(seconds)}, starting now.`,
      };
    },
  },
  {
    intent: I.cancelAlarm,
    patterns: [
      /^(?:cancel|delete|remove|turn off) (?:my |the )?alarm (?:for|at) (.+?)(?: today| tomorrow)?$/,
      /^(?:cancel|delete|remove|turn off) (?:my |the )?(?:next )?alarm$/,
    ],
    answer: ([, spoken], { memory, nowMs }): Answer | undefined => {
      const time = spoken === undefined ? undefined : parseClockTime(spoken);
      if (spoken !== undefined && time === undefined) return undefined;
      const [first] = memory.alarms;
      const cancelled = time ? memory.alarms.filter((atMs) => ringsAt(atMs, time)) : first ? [first] : [];
      if (cancelled.length === 0) {
        const clock = time ? speakClockTime(nextOccurrenceMs(nowMs, time)) : undefined;
        return {
          slots: {},
          response: clock ? `You don't have an alarm for ${clock}.` : "You don't have any alarms.",
        };
      }
      memory.alarms = memory.alarms.filter((atMs) => !cancelled.includes(atMs));
      return {
        slots: { time: new Date(cancelled[0]).toISOString() },
        response: `Your alarm for ${speakMoment(nowMs, cancelled[0])} has been cancelled.`,
      };
    },
  },
  {
    intent: I.getAlarms,
    patterns: [/^(?:what|which) alarms do i have$/, /^what are my alarms$/, /^(?:do i have )?any alarms$/],
    answer: (_match, { memory, nowMs }) => {
      const moments = memory.alarms.map((atMs) => speakMoment(nowMs, atMs));
      if (moments.length === 0) return { slots: {}, response: "You don't have any alarms." };
      return {
        slots: {},
        response:
          moments.length === 1
            ? `You have one alarm, for ${moments[0]}.`
            : `You have ${counted(moments.length, 'alarm')}: ${listed(moments)}.`,
      };
    },
  },
  {
    intent: I.setAlarm,
    patterns: [
      /^(?:set|create) (?:an |the |my )?alarm (?:for|at) (.+?)( tomorrow)?$/,
      /^(wake me up) (?:at|for) (.+?)( tomorrow)?$/,
    ],
    answer: (match, { memory, nowMs }) => {
      const [spoken, tomorrow] = match[1] === 'wake me up' ? [match[2], match[3]] : [match[1], match[2]];
      const said = parseClockTime(spoken);
      if (!said) return undefined;
      // 'Wake me up at 6 30' is the morning's 6:30, as a person means it.
      const time =
        match[1] === 'wake me up' && !said.meridiemKnown
          ? { ...said, hour: said.hour % 12, meridiemKnown: true }
          : said;
      const at = tomorrow ? tomorrowAt(nowMs, time) : nextOccurrenceMs(nowMs, time);
      if (!memory.alarms.includes(at)) memory.alarms = [...memory.alarms, at].sort((a, b) => a - b);
      return {
        slots: { time: new Date(at).toISOString() },
        response: `Alarm set for ${speakMoment(nowMs, at)}.`,
      };
    },
  },
  {
    intent: I.getVolume,
    patterns: [/^(?:what's|what is) the volume(?: level)?$/, /^how loud is it$/],
    answer: (_match, { memory }) => ({ slots: {}, response: `The volume is ${memory.volume}.` }),
  },
  {
    intent: I.volumeUp,
    patterns: [
      /^(?:volume up|louder|turn (?:it|the volume|the sound) up|turn up the volume|increase (?:the )?volume)$/,
    ],
    answer: (_match, { memory }) => {
      memory.volume = Math.min(VOLUME_MAX, memory.volume + 1);
      return { slots: {}, response: '' };
    },
  },
  {
    intent: I.volumeDown,
    patterns: [
      /^(?:volume down|quieter|softer|turn (?:it|the volume|the sound) down|turn down the volume|decrease (?:the )?volume)$/,
    ],
    answer: (_match, { memory }) => {
      memory.volume = Math.max(0, memory.volume - 1);
      return { slots: {}, response: '' };
    },
  },
  {
    intent: I.setVolume,
    patterns: [/^(?:set (?:the )?)?volume (?:to |at )?(.+)$/, /^turn (?:the )?volume to (.+)$/],
    answer: ([, level], { memory }) => {
      const value = parseSpokenNumber(level);
      if (value === undefined || value > VOLUME_MAX) return undefined;
      memory.volume = value;
      return { slots: { level: String(value) }, response: '' };
    },
  },
  {
    intent: I.getEqualizer,
    patterns: [new RegExp(`^(?:what's|what is) the ${BAND}(?: level| set to)?$`)],
    answer: ([, spoken], { memory }) => {
      const which = band(spoken);
      return { slots: { band: which }, response: `The ${which} is at ${memory.equalizer[which]}.` };
    },
  },
  {
    intent: I.resetEqualizer,
    patterns: [/^reset (?:the )?equali[sz]er$/, /^reset (?:the )?bass and treble$/],
    answer: (_match, { memory }) => {
      for (const key of Object.keys(memory.equalizer) as EqualizerBand[]) memory.equalizer[key] = 0;
      return { slots: {}, response: 'Equalizer reset.' };
    },
  },
  {
    intent: I.adjustEqualizer,
    patterns: [
      new RegExp(`^(increase|raise|boost|turn up|decrease|lower|reduce|turn down) (?:the )?${BAND}$`),
      new RegExp(`^(set) (?:the )?${BAND} to (.+)$`),
    ],
    answer: ([, verb, spoken, level], { memory }) => {
      const which = band(spoken);
      const step = /^(?:increase|raise|boost|turn up)$/.test(verb) ? 1 : -1;
      const target = verb === 'set' ? parseLevel(level) : memory.equalizer[which] + step;
      if (target === undefined || target < EQUALIZER_MIN - 1 || target > EQUALIZER_MAX + 1) return undefined;
      memory.equalizer[which] = Math.min(EQUALIZER_MAX, Math.max(EQUALIZER_MIN, target));
      const name = `${which.charAt(0).toUpperCase()}${which.slice(1)}`;
      return {
        slots: { band: which, level: String(memory.equalizer[which]) },
        response: `${name} set to ${memory.equalizer[which]}.`,
      };
    },
  },
  {
    intent: I.getReminders,
    patterns: [
      /^(?:what are my reminders|what reminders do i have|(?:do i have )?any reminders|read my reminders)$/,
    ],
    answer: (_match, { memory, nowMs }) => {
      const each = memory.reminders.map(
        (reminder) => `${reminder.task} at ${speakMoment(nowMs, reminder.atMs)}`,
      );
      if (each.length === 0) return { slots: {}, response: "You don't have any reminders." };
      return {
        slots: {},
        response:
          each.length === 1
            ? `You have one reminder: ${each[0]}.`
            : `You have ${counted(each.length, 'reminder')}: ${listed(each)}.`,
      };
    },
  },
  {
    intent: I.setReminder,
    patterns: [/^remind me to (.+?) (at|in) (.+)$/, /^remind me (at|in) (.+?) to (.+)$/],
    answer: (match, { memory, nowMs }) => {
      const [task, preposition, when] =
        match[1] === 'at' || match[1] === 'in'
          ? [match[3], match[1], match[2]]
          : [match[1], match[2], match[3]];
      const seconds = preposition === 'in' ? parseSpokenDuration(when) : undefined;
      const time = preposition === 'at' ? parseClockTime(when) : undefined;
      let at: number;
      let spoken: string;
      if (seconds !== undefined) {
        at = nowMs + seconds * 1000;
        spoken = `in ${speakDuration(seconds)}`;
      } else if (time !== undefined) {
        at = nextOccurrenceMs(nowMs, time);
        spoken = `at ${speakMoment(nowMs, at)}`;
      } else {
        return undefined;
      }
      memory.reminders = [...memory.reminders, { task, atMs: at }].sort((a, b) => a.atMs - b.atMs);
      return {
        slots: { task, time: new Date(at).toISOString() },
        response: `Okay, I'll remind you ${spoken}.`,
      };
    },
  },
  {
    intent: I.addToShoppingList,
    patterns: [/^(?:add|put) (.+?) (?:to|on) (?:my |the )?shopping list$/],
    answer: ([, item], { memory }) => {
      // Said again, an item is not listed twice.
      if (!memory.shoppingList.includes(item)) memory.shoppingList.push(item);
      return { slots: { item }, response: `I've added ${item} to your shopping list.` };
    },
  },
  {
    intent: I.removeFromShoppingList,
    patterns: [/^(?:remove|delete|take|cross) (.+?) (?:from|off) (?:my |the )?shopping list$/],
    answer: ([, item], { memory }) => {
      const index = memory.shoppingList.indexOf(item);
      if (index < 0) return { slots: { item }, response: `${item} isn't on your shopping list.` };
      memory.shoppingList.splice(index, 1);
      return { slots: { item }, response: `I've removed ${item} from your shopping list.` };
    },
  },
  {
    intent: I.getShoppingList,
    patterns: [/^(?:(?:what's|what is) on|read) (?:my |the )?shopping list$/],
    answer: (_match, { memory }) => ({
      slots: {},
      response:
        memory.shoppingList.length === 0
          ? 'Your shopping list is empty.'
          : `You have ${counted(memory.shoppingList.length, 'item')} on your shopping list: ${memory.shoppingList.join(', ')}.`,
    }),
  },
  {
    intent: I.addStop,
    patterns: [/^add (?:a )?stop (?:at|for|to) (.+)$/],
    answer: ([, stop], { memory }) => {
      if (!memory.route) return { slots: { stop }, response: NOT_NAVIGATING };
      memory.route.stops.push(stop);
      memory.route.arrivalMs += STOP_DETOUR_MS;
      return {
        slots: { stop },
        response: `Adding a stop at ${stop} on your way to ${memory.route.destination}.`,
      };
    },
  },
  {
    intent: I.getEta,
    patterns: [
      /^(?:when will (?:i|we) (?:get there|arrive)|(?:what's|what is) my (?:eta|arrival time)|how long until (?:i|we) get there)$/,
    ],
    answer: (_match, { memory, nowMs }) => {
      if (!memory.route) return { slots: {}, response: NOT_NAVIGATING };
      const minutes = Math.max(1, Math.ceil((memory.route.arrivalMs - nowMs) / 60_000));
      return {
        slots: {},
        response: `You'll arrive at ${memory.route.destination} at ${speakClockTime(memory.route.arrivalMs)}, in ${speakDuration(minutes * 60)}.`,
      };
    },
  },
  {
    intent: I.navigate,
    patterns: [
      /^(?:navigate|drive|take me|get directions|directions|give me directions) to (.+)$/,
      /^find (?:the |a )?(?:nearest |closest )(.+)$/,
    ],
    answer: ([, destination], { memory, nowMs }) => {
      const minutes = ROUTE_MIN_MINUTES + factIndex(destination, nowMs, ROUTE_SPREAD_MINUTES);
      memory.route = { destination, stops: [], arrivalMs: nowMs + minutes * 60_000 };
      return { slots: { destination }, response: `Getting directions to ${destination}.` };
    },
  },
];
