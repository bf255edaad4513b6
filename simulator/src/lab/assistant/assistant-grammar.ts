import { COMMS_INTENTS, FUNCTIONAL_INTENTS, PLAYGROUND_SANITY_ECHO_INTENT } from '@oak/shared';
import { type Answer, type GrammarRule, factIndex, titleCase } from './grammar-rule';
import { HOUSEHOLD_GRAMMAR } from './household-grammar';
import { speakClockTime, speakDate } from './spoken-time.util';

export type { Answer, GrammarContext, GrammarRule, Interpretation, Slots } from './grammar-rule';

export const FALLBACK_INTENT = 'FallbackIntent';
export const FALLBACK_RESPONSE = "Sorry, I don't know that.";

/** Where a DUT with no configured address is: the weather and local answers are for it. */
export const SIMULATED_HOME_CITY = 'Seattle';

const WEATHER_CONDITIONS = ['sunny skies', 'cloudy skies', 'light rain', 'partly sunny skies', 'clear skies'];

const WHATS = "(?:what's|what is)";

/** The connectivity check's echo, and communications: a device with a comms service lets it answer instead. */
const LEADING_GRAMMAR: readonly GrammarRule[] = [
  {
    // The echo the connect-and-sanity check injects ("Simon says open automation kit connected"),
    // answered with the intent that check awaits.
    intent: PLAYGROUND_SANITY_ECHO_INTENT,
    patterns: [/^simon says (.+)$/],
    answer: ([, text]) => ({ slots: { text }, response: text }),
  },
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
];

/** Requests answered from invented facts (news, scores, weather, time) and media. */
const INFORMATION_GRAMMAR: readonly GrammarRule[] = [
  {
    intent: FUNCTIONAL_INTENTS.stop,
    patterns: [/^(?:stop|pause|cancel|shut up|be quiet|stop (?:the )?(?:music|playback)|stop playing)$/],
    answer: () => ({ slots: {}, response: '' }),
  },
  {
    intent: FUNCTIONAL_INTENTS.getNotifications,
    patterns: [
      /^(?:what are |read |play |do i have any |any )?(?:my |new )?notifications$/,
      /^what did i miss$/,
    ],
    answer: () => ({ slots: {}, response: 'You have no new notifications.' }),
  },
  {
    intent: FUNCTIONAL_INTENTS.flashBriefing,
    patterns: [
      new RegExp(`^(?:${WHATS} my |play my |play the |give me my |read my )?(?:flash briefing|briefing)$`),
      new RegExp(`^(?:${WHATS} (?:the|in the) news|play the news|news)$`),
    ],
    answer: (_match, { nowMs }) => ({
      slots: {},
      response: `Here's your Flash Briefing for ${speakDate(nowMs)}. There are no new stories from your news sources.`,
    }),
  },
  {
    intent: FUNCTIONAL_INTENTS.sportsUpdate,
    patterns: [
      /^(?:give me |play )?(?:my )?sports (?:update|news|scores)$/,
      /^how did (?:the )?(.+?) do$/,
      new RegExp(`^${WHATS} the (.+?) score$`),
      /^did (?:the )?(.+?) win$/,
    ],
    answer: ([, team], { nowMs }): Answer => {
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
    intent: FUNCTIONAL_INTENTS.weather,
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
    intent: FUNCTIONAL_INTENTS.time,
    patterns: [new RegExp(`^${WHATS} the time$`), /^what time is it$/],
    answer: (_match, { nowMs }) => ({ slots: {}, response: `It's ${speakClockTime(nowMs)}.` }),
  },
  {
    intent: FUNCTIONAL_INTENTS.playMusic,
    patterns: [/^play (.+?)(?: by (.+))?$/, /^(?:resume|resume music|resume playback)$/],
    answer: ([, song, artist]): Answer => {
      if (song === undefined || /^(?:some |my )?music$/.test(song))
        return { slots: {}, response: 'Playing music.' };
      const title = titleCase(song);
      return artist === undefined
        ? { slots: { song }, response: `Playing ${title}.` }
        : { slots: { song, artist }, response: `Playing ${title} by ${titleCase(artist)}.` };
    },
  },
];

/**
 * Order matters: the first rule whose pattern matches and whose slots parse
 * answers. The remembered things (alarms, timers, volume, reminders,
 * shopping, equalizer, navigation) come before the bare "stop" and "play".
 */
export const ASSISTANT_GRAMMAR: readonly GrammarRule[] = [
  ...LEADING_GRAMMAR,
  ...HOUSEHOLD_GRAMMAR,
  ...INFORMATION_GRAMMAR,
];
