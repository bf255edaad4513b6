import { CLOCK_TIME_REGEX, say, sayWithoutWakeWord, setUp, wait } from './functional-action.util';
import { type FunctionalCatalogueCase } from './functional-case.constant';
import { FUNCTIONAL_INTENTS as I } from './functional-intents.constant';

/**
 * The device catalogue (FUNC_ALL, FUNC_CUSTOM; doc 3 §3 lists the categories,
 * not the cases, so these are chosen): two or three cases per category. A case
 * sets up the state it checks with set-up utterances of its own, so it passes
 * or fails alone whatever ran before it on the device. Regular expressions
 * check what the answer must say; the reference-mic phrases are plain words
 * of the spoken answer, which a recogniser constrained to them can find.
 */
export const FUNCTIONAL_DEVICE_CASES: readonly FunctionalCatalogueCase[] = [
  {
    id: 'ALARM_SET',
    name: 'Set an alarm',
    category: 'ALARM',
    actions: [
      say('set an alarm for seven a m', I.setAlarm, {
        regex: 'alarm set for 7:00 AM',
        refMic: ['alarm set'],
      }),
    ],
  },
  {
    id: 'ALARM_SET_AND_CANCEL',
    name: 'Set then cancel an alarm',
    category: 'ALARM',
    actions: [
      say('set an alarm for eight thirty p m', I.setAlarm, { regex: 'alarm set for 8:30 PM' }),
      say('cancel my alarm for eight thirty p m', I.cancelAlarm, {
        regex: 'alarm for 8:30 PM .*cancelled',
        refMic: ['cancelled'],
      }),
    ],
  },
  {
    id: 'ALARM_ASK',
    name: 'Ask for alarms',
    category: 'ALARM',
    actions: [
      setUp('set an alarm for six thirty a m', I.setAlarm),
      say('what alarms do I have', I.getAlarms, { regex: '6:30 AM', refMic: ['six thirty'] }),
    ],
  },
  {
    id: 'TIMER_SET',
    name: 'Set a timer',
    category: 'TIMER',
    actions: [
      say('set a timer for five minutes', I.setTimer, {
        regex: '5 minutes, starting now',
        refMic: ['starting now'],
      }),
    ],
  },
  {
    id: 'TIMER_SET_AND_CANCEL',
    name: 'Set then cancel a timer',
    category: 'TIMER',
    actions: [
      say('set a timer for ten minutes', I.setTimer, { regex: '10 minutes, starting now' }),
      say('cancel the ten minute timer', I.cancelTimer, {
        regex: 'timer for 10 minutes has been cancelled',
        refMic: ['cancelled'],
      }),
    ],
  },
  {
    id: 'TIMER_REMAINING',
    name: 'Ask for the time left on a timer',
    category: 'TIMER',
    actions: [
      setUp('set a timer for two minutes', I.setTimer),
      wait(5),
      say('how much time is left on my timer', I.getTimerRemaining, {
        regex: 'timer for 2 minutes has .*left',
        refMic: ['seconds left', 'minute left', 'minutes left'],
      }),
    ],
  },
  {
    id: 'VOLUME_UP',
    name: 'Turn the volume up',
    category: 'VOLUME',
    actions: [
      setUp('set volume to five', I.setVolume),
      say('volume up', I.volumeUp),
      say('what is the volume', I.getVolume, { regex: 'volume is 6\\b', refMic: ['volume is six'] }),
    ],
  },
  {
    id: 'VOLUME_DOWN',
    name: 'Turn the volume down',
    category: 'VOLUME',
    actions: [
      setUp('set volume to five', I.setVolume),
      say('volume down', I.volumeDown),
      say('what is the volume', I.getVolume, { regex: 'volume is 4\\b', refMic: ['volume is four'] }),
    ],
  },
  {
    id: 'VOLUME_SET',
    name: 'Set the volume to a level',
    category: 'VOLUME',
    actions: [
      say('set volume to three', I.setVolume),
      say('what is the volume', I.getVolume, { regex: 'volume is 3\\b', refMic: ['volume is three'] }),
    ],
  },
  {
    id: 'NOTIFICATIONS_READ',
    name: 'Read notifications',
    category: 'NOTIFICATIONS',
    actions: [say('what are my notifications', I.getNotifications, { refMic: ['notifications'] })],
  },
  {
    id: 'NOTIFICATIONS_ANY',
    name: 'Ask for new notifications',
    category: 'NOTIFICATIONS',
    actions: [
      say('do I have any notifications', I.getNotifications, {
        regex: 'notifications',
        refMic: ['notifications'],
      }),
    ],
  },
  {
    id: 'REMINDER_AT_TIME',
    name: 'Set a reminder for a time',
    category: 'REMINDER',
    actions: [
      say('remind me to call mom at six p m', I.setReminder, {
        regex: 'remind you at 6:00 PM',
        refMic: ['remind you'],
      }),
    ],
  },
  {
    id: 'REMINDER_IN_DURATION',
    name: 'Set a reminder in a few minutes',
    category: 'REMINDER',
    actions: [
      say('remind me in ten minutes to check the oven', I.setReminder, {
        regex: 'remind you in 10 minutes',
        refMic: ['remind you'],
      }),
    ],
  },
  {
    id: 'REMINDER_ASK',
    name: 'Ask for reminders',
    category: 'REMINDER',
    actions: [
      setUp('remind me to water the plants at nine p m', I.setReminder),
      say('what are my reminders', I.getReminders, {
        regex: 'water the plants',
        refMic: ['water the plants'],
      }),
    ],
  },
  {
    id: 'SHOPPING_ADD',
    name: 'Add an item to the shopping list',
    category: 'SHOPPING',
    actions: [
      say('add milk to my shopping list', I.addToShoppingList, {
        regex: 'added milk to your shopping list',
        refMic: ['added milk'],
      }),
    ],
  },
  {
    id: 'SHOPPING_ASK',
    name: 'Ask for the shopping list',
    category: 'SHOPPING',
    actions: [
      setUp('add bread to my shopping list', I.addToShoppingList),
      say('what is on my shopping list', I.getShoppingList, { regex: '\\bbread\\b', refMic: ['bread'] }),
    ],
  },
  {
    id: 'SHOPPING_REMOVE',
    name: 'Remove an item from the shopping list',
    category: 'SHOPPING',
    actions: [
      setUp('add apples to my shopping list', I.addToShoppingList),
      say('remove apples from my shopping list', I.removeFromShoppingList, {
        regex: 'removed apples from your shopping list',
        refMic: ['removed apples'],
      }),
    ],
  },
  {
    id: 'SPORTS_UPDATE_ASK',
    name: 'Ask for the sports update',
    category: 'SPORTS_UPDATE',
    actions: [say('give me my sports update', I.sportsUpdate, { refMic: ['sports update'] })],
  },
  {
    id: 'SPORTS_UPDATE_TEAM',
    name: "Ask for a team's last game",
    category: 'SPORTS_UPDATE',
    actions: [
      say('how did the seahawks do', I.sportsUpdate, {
        regex: 'seahawks (won|lost|tied) their last game',
        refMic: ['last game'],
      }),
    ],
  },
  {
    id: 'FLASH_BRIEFING_PLAY',
    name: 'Play the flash briefing',
    category: 'FLASH_BRIEFING',
    actions: [
      say('what is my flash briefing', I.flashBriefing, {
        regex: 'flash briefing for',
        refMic: ['flash briefing'],
      }),
    ],
  },
  {
    id: 'FLASH_BRIEFING_NEWS',
    name: 'Ask for the news',
    category: 'FLASH_BRIEFING',
    actions: [say('play the news', I.flashBriefing, { refMic: ['flash briefing'] })],
  },
  {
    id: 'BARGE_IN_QUESTION',
    name: 'Interrupt a long answer with a question',
    category: 'BARGE_IN',
    actions: [
      setUp('what is my flash briefing', I.flashBriefing),
      say('what time is it', I.time, { bargeIn: true, regex: CLOCK_TIME_REGEX }),
    ],
  },
  {
    id: 'BARGE_IN_STOP',
    name: 'Stop a long answer',
    category: 'BARGE_IN',
    actions: [setUp('give me my sports update', I.sportsUpdate), say('stop', I.stop, { bargeIn: true })],
  },
  {
    id: 'EQUALIZER_BASS_UP',
    name: 'Increase the bass',
    category: 'EQUALIZER',
    actions: [
      setUp('reset the equalizer', I.resetEqualizer),
      say('increase the bass', I.adjustEqualizer, { regex: 'bass set to 1\\b' }),
      say('what is the bass level', I.getEqualizer, { regex: 'bass is at 1\\b', refMic: ['bass is at one'] }),
    ],
  },
  {
    id: 'EQUALIZER_RESET',
    name: 'Reset the equalizer',
    category: 'EQUALIZER',
    actions: [
      setUp('increase the bass', I.adjustEqualizer),
      say('reset the equalizer', I.resetEqualizer, { regex: 'equalizer reset' }),
      say('what is the bass level', I.getEqualizer, {
        regex: 'bass is at 0\\b',
        refMic: ['bass is at zero'],
      }),
    ],
  },
  {
    id: 'ECHO_CANCELLATION_QUESTION',
    name: 'Ask the time while music plays',
    category: 'ECHO_CANCELLATION',
    actions: [
      setUp('play some music', I.playMusic),
      say('what time is it', I.time, { regex: CLOCK_TIME_REGEX }),
      setUp('stop', I.stop),
    ],
  },
  {
    id: 'ECHO_CANCELLATION_VOLUME',
    name: 'Turn the volume down while music plays',
    category: 'ECHO_CANCELLATION',
    actions: [setUp('play some music', I.playMusic), say('volume down', I.volumeDown), setUp('stop', I.stop)],
  },
  {
    id: 'CLOUD_WAKE_WORD_VERIFIED',
    name: 'The wake word is verified and the request answered',
    category: 'CLOUD_WAKE_WORD_VERIFICATION',
    actions: [say('what is the weather like today', I.weather, { regex: 'degrees', refMic: ['degrees'] })],
  },
  {
    id: 'CLOUD_WAKE_WORD_ABSENT',
    name: 'Speech without the wake word is not acted on',
    category: 'CLOUD_WAKE_WORD_VERIFICATION',
    actions: [sayWithoutWakeWord('what time is it', I.time)],
  },
];
