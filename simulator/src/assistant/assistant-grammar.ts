import { COMMS_INTENTS } from '@oak/shared';
import { hashString } from '../random/hash.util';
import {
  nextOccurrenceMs,
  parseClockTime,
  parseSpokenDuration,
  parseSpokenNumber,
  speakClockTime,
  speakDate,
  speakDay,
  speakDuration,
} from './spoken-time.util';

export type Slots = Readonly<Record<string, string>>;

/** What the assistant made of a command: which intent, with which slots, and what it says back. */
export interface Interpretation {
  readonly intent: string;
  readonly slots: Slots;
  /** The spoken answer; '' where the assistant answers with a tone only (volume, stop). */
  readonly response: string;
}

/** What a rule may read: the simulated time of the command and the DUT's assistant memory. */
export interface GrammarContext {
  readonly nowMs: number;
  readonly shoppingList: string[];
}

interface GrammarRule {
  readonly intent: string;
  readonly patterns: readonly RegExp[];
  /** Undefined when the words match but the slots do not parse, so later rules (or the fallback) answer. */
  answer(match: RegExpExecArray, context: GrammarContext): Omit<Interpretation, 'intent'> | undefined;
}

export const FALLBACK_INTENT = 'FallbackIntent';
export const FALLBACK_RESPONSE = "Sorry, I don't know that.";

/** Where a DUT with no configured address is: the weather and local answers are for it. */
export const SIMULATED_HOME_CITY = 'Seattle';

const WEATHER_CONDITIONS = ['sunny skies', 'cloudy skies', 'light rain', 'partly sunny skies', 'clear skies'];
const DAY_MS = 86_400_000;

/** A repeatable pick for invented facts: same words, same simulated day, same answer. */
function factIndex(key: string, nowMs: number, modulo: number): number {
  return hashString(`${key}|${Math.floor(nowMs / DAY_MS)}`) % modulo;
}

function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

const WHATS = "(?:what's|what is)";

/** Order matters: the first rule whose pattern matches and whose slots parse answers. */
export const ASSISTANT_GRAMMAR: readonly GrammarRule[] = [
  {
    // The echo the connect-and-sanity check injects ("Simon says open automation kit connected").
    intent: 'EchoIntent',
    patterns: [/^simon says (.+)$/],
    answer: ([, text]) => ({ slots: { text }, response: text }),
  },
  // Communications (calls, drop in, messages): a device with a comms service lets it answer instead.
  {
    intent: COMMS_INTENTS.call,
    patterns: [/^(?:call|phone|ring) (.+)$/],
    answer: ([, contact]) => ({ slots: { contact }, response: `Calling ${titleCase(contact)}.` }),
  },
  {
    intent: COMMS_INTENTS.answerCall,
    patterns: [/^(?:answer|accept|pick up)(?: the call)?$/],
    answer: () => ({ slots: {}, response: "There's no call to answer." }),
  },
  {
    intent: COMMS_INTENTS.declineCall,
    patterns: [/^(?:decline|reject|ignore)(?: the call)?$/],
    answer: () => ({ slots: {}, response: "There's no call to decline." }),
  },
  {
    intent: COMMS_INTENTS.hangUp,
    patterns: [/^(?:hang up|end (?:the )?call|end the drop in)$/],
    answer: () => ({ slots: {}, response: "There's no call to end." }),
  },
  {
    intent: COMMS_INTENTS.dropIn,
    patterns: [/^drop in on (.+)$/],
    answer: ([, target]) => ({ slots: { target }, response: `Dropping in on ${titleCase(target)}.` }),
  },
  {
    intent: COMMS_INTENTS.selectDevice,
    patterns: [/^(?:the )?(first|second|third|fourth)(?: one)?$/],
    answer: ([, ordinal]) => ({ slots: { ordinal }, response: "Sorry, I'm not sure which one you mean." }),
  },
  {
    intent: COMMS_INTENTS.sendMessage,
    patterns: [/^(?:send a message to|message|send) (.+?) (?:saying|that says) (.+)$/],
    answer: ([, contact, message]) => ({ slots: { contact, message }, response: 'Message sent.' }),
  },
  {
    intent: COMMS_INTENTS.readMessages,
    patterns: [/^(?:play|read) (?:my )?messages$/],
    answer: () => ({ slots: {}, response: 'You have no new messages.' }),
  },
  {
    intent: COMMS_INTENTS.doNotDisturbOn,
    patterns: [/^(?:turn on|enable|start) do not disturb$/],
    answer: () => ({ slots: {}, response: 'Do not disturb is on.' }),
  },
  {
    intent: COMMS_INTENTS.doNotDisturbOff,
    patterns: [/^(?:turn off|disable|stop) do not disturb$/],
    answer: () => ({ slots: {}, response: 'Do not disturb is off.' }),
  },
  {
    intent: 'CancelNavigationIntent',
    patterns: [/^(?:stop|cancel|end) (?:the )?(?:navigation|directions|route)$/],
    answer: () => ({ slots: {}, response: 'Navigation cancelled.' }),
  },
  {
    intent: 'StopIntent',
    patterns: [/^(?:stop|pause|cancel|shut up|be quiet|stop (?:the )?(?:music|playback)|stop playing)$/],
    answer: () => ({ slots: {}, response: '' }),
  },
  {
    intent: 'VolumeUpIntent',
    patterns: [
      /^(?:volume up|louder|turn (?:it|the volume|the sound) up|turn up the volume|increase (?:the )?volume)$/,
    ],
    answer: () => ({ slots: {}, response: '' }),
  },
  {
    intent: 'VolumeDownIntent',
    patterns: [
      /^(?:volume down|quieter|softer|turn (?:it|the volume|the sound) down|turn down the volume|decrease (?:the )?volume)$/,
    ],
    answer: () => ({ slots: {}, response: '' }),
  },
  {
    intent: 'SetVolumeIntent',
    patterns: [/^(?:set (?:the )?)?volume (?:to |at )?(.+)$/, /^turn (?:the )?volume to (.+)$/],
    answer: ([, level]) => {
      const value = parseSpokenNumber(level);
      return value === undefined || value > 10
        ? undefined
        : { slots: { level: String(value) }, response: '' };
    },
  },
  {
    intent: 'SetTimerIntent',
    patterns: [
      /^(?:set|start) (?:a |the )?timer for (.+)$/,
      /^timer for (.+)$/,
      /^(?:set|start) an? (.+?) timer$/,
    ],
    answer: ([, spoken]) => {
      const seconds =
        parseSpokenDuration(spoken) ?? parseSpokenDuration(spoken.replace(/(second|minute|hour)$/, '$1s'));
      if (seconds === undefined) return undefined;
      return {
        slots: { durationSeconds: String(seconds) },
        response: `${speakDuration(seconds)}, starting now.`,
      };
    },
  },
  {
    intent: 'SetAlarmIntent',
    patterns: [
      /^(?:set|create) (?:an |the |my )?alarm (?:for|at) (.+?)(?: tomorrow)?$/,
      /^wake me up (?:at|for) (.+?)(?: tomorrow)?$/,
    ],
    answer: ([, spoken], { nowMs }) => {
      const time = parseClockTime(spoken);
      if (!time) return undefined;
      const at = nextOccurrenceMs(nowMs, time);
      const clock = speakClockTime(at);
      return {
        slots: { time: new Date(at).toISOString() },
        response: `Alarm set for ${clock} ${speakDay(nowMs, at)}.`,
      };
    },
  },
  {
    intent: 'SetReminderIntent',
    patterns: [/^remind me to (.+?) (at|in) (.+)$/, /^remind me (at|in) (.+?) to (.+)$/],
    answer: (match, { nowMs }) => {
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
        spoken = `at ${speakClockTime(at)} ${speakDay(nowMs, at)}`;
      } else {
        return undefined;
      }
      return {
        slots: { task, time: new Date(at).toISOString() },
        response: `Okay, I'll remind you ${spoken}.`,
      };
    },
  },
  {
    intent: 'GetNotificationsIntent',
    patterns: [
      /^(?:what are |read |play |do i have any |any )?(?:my |new )?notifications$/,
      /^what did i miss$/,
    ],
    answer: () => ({ slots: {}, response: 'You have no new notifications.' }),
  },
  {
    intent: 'AddToShoppingListIntent',
    patterns: [/^(?:add|put) (.+?) (?:to|on) (?:my |the )?shopping list$/],
    answer: ([, item], { shoppingList }) => {
      shoppingList.push(item);
      return { slots: { item }, response: `I've added ${item} to your shopping list.` };
    },
  },
  {
    intent: 'GetShoppingListIntent',
    patterns: [new RegExp(`^(?:${WHATS} on|read) (?:my |the )?shopping list$`)],
    answer: (_match, { shoppingList }) => ({
      slots: {},
      response:
        shoppingList.length === 0
          ? 'Your shopping list is empty.'
          : `You have ${shoppingList.length} item${shoppingList.length === 1 ? '' : 's'} on your shopping list: ${shoppingList.join(', ')}.`,
    }),
  },
  {
    intent: 'FlashBriefingIntent',
    patterns: [
      /^(?:what's my |play my |play the |give me my |read my )?(?:flash briefing|briefing)$/,
      new RegExp(`^(?:${WHATS} (?:the|in the) news|play the news|news)$`),
    ],
    answer: (_match, { nowMs }) => ({
      slots: {},
      response: `Here's your Flash Briefing for ${speakDate(nowMs)}. There are no new stories from your news sources.`,
    }),
  },
  {
    intent: 'GetSportsUpdateIntent',
    patterns: [
      /^(?:give me |play )?(?:my )?sports (?:update|news|scores)$/,
      /^how did (?:the )?(.+?) do$/,
      new RegExp(`^${WHATS} the (.+?) score$`),
      /^did (?:the )?(.+?) win$/,
    ],
    answer: ([, team], { nowMs }) => {
      if (team === undefined)
        return { slots: {}, response: "Here's your sports update. Your teams have no games today." };
      const index = factIndex(team, nowMs, 36);
      const [ours, theirs] = [Math.floor(index / 6), index % 6];
      const verdict = ours > theirs ? 'won' : ours < theirs ? 'lost' : 'tied';
      const name = titleCase(team);
      return {
        slots: { team },
        response: `The ${name} ${verdict} their last game, ${Math.max(ours, theirs)} to ${Math.min(ours, theirs)}.`,
      };
    },
  },
  {
    intent: 'GetWeatherIntent',
    patterns: [
      new RegExp(
        `^(?:${WHATS}|how's|how is) the weather(?: like)?(?: (?:in|for) (.+?))?(?: today| tomorrow)?$`,
      ),
      /^(?:will it rain|is it going to rain)(?: in (.+?))?(?: today| tomorrow)?$/,
      /^weather(?: in (.+))?$/,
    ],
    answer: ([, place], { nowMs }) => {
      const city = titleCase(place ?? SIMULATED_HOME_CITY);
      const index = factIndex(city.toLowerCase(), nowMs, 40 * WEATHER_CONDITIONS.length);
      const degrees = 45 + Math.floor(index / WEATHER_CONDITIONS.length);
      const condition = WEATHER_CONDITIONS[index % WEATHER_CONDITIONS.length];
      return {
        slots: { city },
        response: `Right now in ${city}, it's ${degrees} degrees with ${condition}.`,
      };
    },
  },
  {
    intent: 'GetTimeIntent',
    patterns: [new RegExp(`^${WHATS} the time$`), /^what time is it$/],
    answer: (_match, { nowMs }) => ({ slots: {}, response: `It's ${speakClockTime(nowMs)}.` }),
  },
  {
    intent: 'NavigateIntent',
    patterns: [
      /^(?:navigate|drive|take me|get directions|directions|give me directions) to (.+)$/,
      /^find (?:the |a )?(?:nearest |closest )(.+)$/,
    ],
    answer: ([, destination]) => ({
      slots: { destination },
      response: `Getting directions to ${destination}.`,
    }),
  },
  {
    intent: 'PlayMusicIntent',
    patterns: [/^play (.+?)(?: by (.+))?$/, /^(?:resume|resume music|resume playback)$/],
    answer: ([, song, artist]) => {
      if (song === undefined || /^(?:some |my )?music$/.test(song))
        return { slots: {}, response: 'Playing music.' };
      const title = titleCase(song);
      return artist === undefined
        ? { slots: { song }, response: `Playing ${title}.` }
        : { slots: { song, artist }, response: `Playing ${title} by ${titleCase(artist)}.` };
    },
  },
];
