import { CLOCK_TIME_REGEX, appShows, say } from './functional-action.util';
import { type FunctionalCatalogueCase } from './functional-case.constant';
import { FUNCTIONAL_INTENTS as I } from './functional-intents.constant';

/**
 * The mobile functional catalogue (MOBILE_FUNCTIONAL, en_US only; doc 3 §3
 * 'mobile hands-free and app verification cases', chosen): hands-free cases
 * are validated by the cloud alone; app verification cases also read the
 * companion app on the phone, which must show what was asked for (the DEVICE
 * validation). The phone answers on its own speaker, which no Pi records.
 */
export const MOBILE_FUNCTIONAL_CASES: readonly FunctionalCatalogueCase[] = [
  {
    id: 'MOBILE_HANDS_FREE_TIME',
    name: 'Ask the time hands-free',
    category: 'MOBILE_HANDS_FREE',
    actions: [say('what time is it', I.time, { regex: CLOCK_TIME_REGEX })],
  },
  {
    id: 'MOBILE_HANDS_FREE_WEATHER',
    name: 'Ask for the weather hands-free',
    category: 'MOBILE_HANDS_FREE',
    actions: [say('what is the weather like today', I.weather, { regex: 'degrees' })],
  },
  {
    id: 'MOBILE_HANDS_FREE_NOTIFICATIONS',
    name: 'Ask for notifications hands-free',
    category: 'MOBILE_HANDS_FREE',
    actions: [say('what are my notifications', I.getNotifications)],
  },
  {
    id: 'MOBILE_APP_TIMER',
    name: 'The app shows a timer set by voice',
    category: 'MOBILE_APP_VERIFICATION',
    actions: [
      say('set a timer for five minutes', I.setTimer, { regex: '5 minutes, starting now' }),
      appShows('timers', 'timer for 5 minutes'),
    ],
  },
  {
    id: 'MOBILE_APP_ALARM',
    name: 'The app shows an alarm set by voice',
    category: 'MOBILE_APP_VERIFICATION',
    actions: [
      say('set an alarm for seven a m', I.setAlarm, { regex: 'alarm set for 7:00 AM' }),
      appShows('alarms', '7:00 AM'),
    ],
  },
  {
    id: 'MOBILE_APP_SHOPPING_LIST',
    name: 'The app shows an item added to the shopping list',
    category: 'MOBILE_APP_VERIFICATION',
    actions: [
      say('add eggs to my shopping list', I.addToShoppingList, { regex: 'added eggs to your shopping list' }),
      appShows('shopping-list', '\\beggs\\b'),
    ],
  },
];
