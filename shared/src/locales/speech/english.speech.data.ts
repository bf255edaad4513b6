import { type PackLanguage, type PackPhrase } from './locale-speech';

/**
 * English: the fullest list of the pack, short everyday requests of each
 * functional category, plus time, weather, music and navigation. The
 * virtual devices understand it with their assistant's own grammar.
 */
const ENGLISH_PHRASES: readonly PackPhrase[] = [
  { category: 'ALARM', text: 'set an alarm for 7 am', intent: 'SetAlarmIntent' },
  { category: 'ALARM', text: 'wake me up at 6 30 tomorrow', intent: 'SetAlarmIntent' },
  { category: 'TIMER', text: 'set a timer for 5 minutes', intent: 'SetTimerIntent' },
  { category: 'TIMER', text: 'set a timer for 30 seconds', intent: 'SetTimerIntent' },
  { category: 'VOLUME', text: 'volume up', intent: 'VolumeUpIntent' },
  { category: 'VOLUME', text: 'turn the volume down', intent: 'VolumeDownIntent' },
  { category: 'VOLUME', text: 'set volume to 5', intent: 'SetVolumeIntent' },
  { category: 'NOTIFICATIONS', text: 'what are my notifications', intent: 'GetNotificationsIntent' },
  { category: 'REMINDER', text: 'remind me to call mom at 6 pm', intent: 'SetReminderIntent' },
  { category: 'SHOPPING', text: 'add milk to my shopping list', intent: 'AddToShoppingListIntent' },
  { category: 'SHOPPING', text: "what's on my shopping list", intent: 'GetShoppingListIntent' },
  { category: 'SPORTS_UPDATE', text: 'give me my sports update', intent: 'GetSportsUpdateIntent' },
  { category: 'FLASH_BRIEFING', text: "what's my flash briefing", intent: 'FlashBriefingIntent' },
  { category: 'WEATHER', text: "what's the weather like today", intent: 'GetWeatherIntent' },
  { category: 'WEATHER', text: 'will it rain tomorrow', intent: 'GetWeatherIntent' },
  { category: 'TIME', text: 'what time is it', intent: 'GetTimeIntent' },
  { category: 'MUSIC', text: 'play some music', intent: 'PlayMusicIntent' },
  { category: 'MUSIC', text: 'stop', intent: 'StopIntent' },
  { category: 'NAVIGATION', text: 'navigate to the nearest gas station', intent: 'NavigateIntent' },
  { category: 'NAVIGATION', text: 'cancel the navigation', intent: 'CancelNavigationIntent' },
];

const ENGLISH_CHATTER = [
  'the meeting moved to thursday afternoon',
  'could you pass me the salt please',
  'we should take the train to the city',
  'I think it is going to be a long week',
];

const english = (voice: string): PackLanguage => ({
  voice,
  wakeWord: 'Alexa',
  phrases: ENGLISH_PHRASES,
  chatter: ENGLISH_CHATTER,
});

export const EN_US_SPEECH = english('en-us');
export const EN_GB_SPEECH = english('en-gb');
export const EN_AU_SPEECH = english('en-gb-x-rp');
export const EN_IN_SPEECH = english('en-gb-x-gbcwmd');
