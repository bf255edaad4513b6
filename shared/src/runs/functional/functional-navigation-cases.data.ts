import { say, setUp } from './functional-action.util';
import { type FunctionalCatalogueCase } from './functional-case.constant';
import { FUNCTIONAL_INTENTS as I } from './functional-intents.constant';

/**
 * The navigation catalogue (FUNC_NAV_ALL, FUNC_NAV_CUSTOM; doc 3 §3
 * 'Navigation test cases', chosen): start a route, add a stop, cancel, ask the
 * ETA. Each case starts the route it needs and cancels what it started, so
 * the next case finds the DUT without a route.
 */
export const FUNCTIONAL_NAVIGATION_CASES: readonly FunctionalCatalogueCase[] = [
  {
    id: 'NAVIGATION_TO_PLACE',
    name: 'Navigate to a place',
    category: 'NAVIGATION',
    actions: [
      say('navigate to the nearest gas station', I.navigate, {
        regex: 'directions to the nearest gas station',
        refMic: ['getting directions'],
      }),
      setUp('cancel the navigation', I.cancelNavigation),
    ],
  },
  {
    id: 'NAVIGATION_ADD_STOP',
    name: 'Add a stop to the route',
    category: 'NAVIGATION',
    actions: [
      setUp('navigate to the airport', I.navigate),
      say('add a stop at the nearest coffee shop', I.addStop, {
        regex: 'stop at the nearest coffee shop on your way to the airport',
        refMic: ['on your way'],
      }),
      setUp('cancel the navigation', I.cancelNavigation),
    ],
  },
  {
    id: 'NAVIGATION_CANCEL',
    name: 'Cancel navigation',
    category: 'NAVIGATION',
    actions: [
      setUp('navigate to the airport', I.navigate),
      say('cancel the navigation', I.cancelNavigation, {
        regex: 'navigation cancelled',
        refMic: ['navigation cancelled'],
      }),
    ],
  },
  {
    id: 'NAVIGATION_ETA',
    name: 'Ask the arrival time',
    category: 'NAVIGATION',
    actions: [
      setUp('navigate to the airport', I.navigate),
      say('when will I get there', I.getEta, { regex: 'arrive at the airport', refMic: ['arrive'] }),
      setUp('cancel the navigation', I.cancelNavigation),
    ],
  },
];
