import {
  FUNCTIONAL_CATALOGUE,
  FUNCTIONAL_VARIANTS,
  type FunctionalAppScreen,
  type FunctionalCatalogueCase,
  functionalUtteranceTranscript,
  PLAYGROUND_SANITY_ECHO_INTENT,
  spokenText,
  transcriptContains,
} from '@oak/shared';
import { type DeviceProfile } from '../devices/device-profile';
import { GOOD_DEVICE_PROFILE, POOR_DEVICE_PROFILE } from '../devices/device-profiles.constant';
import { Random } from '../../random/random';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { Assistant } from './assistant';
import {
  FALLBACK_INTENT,
  FALLBACK_RESPONSE,
  type Interpretation,
  SIMULATED_HOME_CITY,
} from './assistant-grammar';
import { normaliseUtterance, splitWakeWord } from './utterance-text.util';

const NOW = Date.UTC(2025, 0, 1, 9, 15); // Wednesday 9:15 AM UTC

describe('Assistant', () => {
  it.each([
    ['Alexa, set an alarm for 7 am', 'SetAlarmIntent', 'Alarm set for 7:00 AM tomorrow.'],
    ['alexa wake me up at 10:30 am', 'SetAlarmIntent', 'Alarm set for 10:30 AM today.'],
    ['Alexa, wake me up at 6 30 tomorrow', 'SetAlarmIntent', 'Alarm set for 6:30 AM tomorrow.'],
    ['Alexa, wake me up at 8 30', 'SetAlarmIntent', 'Alarm set for 8:30 AM tomorrow.'],
    ['Alexa, set an alarm for 11 tomorrow', 'SetAlarmIntent', 'Alarm set for 11:00 AM tomorrow.'],
    ['Set an alarm for seven', 'SetAlarmIntent', 'Alarm set for 7:00 PM today.'],
    ['Alexa, set a timer for 5 minutes', 'SetTimerIntent', '5 minutes, starting now.'],
    ['ALEXA, SET A TEN MINUTE TIMER', 'SetTimerIntent', '10 minutes, starting now.'],
    ['Alexa, volume up', 'VolumeUpIntent', ''],
    ['Alexa, turn the volume down', 'VolumeDownIntent', ''],
    ['Alexa, set volume to 5', 'SetVolumeIntent', ''],
    ['Alexa, what are my notifications?', 'GetNotificationsIntent', 'You have no new notifications.'],
    ['Alexa, remind me to call mom at 6 pm', 'SetReminderIntent', "Okay, I'll remind you at 6:00 PM today."],
    [
      'Alexa, remind me in 10 minutes to check the oven',
      'SetReminderIntent',
      "Okay, I'll remind you in 10 minutes.",
    ],
    [
      'Alexa, add milk to my shopping list',
      'AddToShoppingListIntent',
      "I've added milk to your shopping list.",
    ],
    ["Alexa, what's on my shopping list?", 'GetShoppingListIntent', 'Your shopping list is empty.'],
    [
      'Alexa, give me my sports update',
      'GetSportsUpdateIntent',
      "Here's your sports update. Your teams have no games today.",
    ],
    [
      "Alexa, what's my flash briefing?",
      'FlashBriefingIntent',
      "Here's your Flash Briefing for Wednesday, January 1. There are no new stories from your news sources.",
    ],
    ['Alexa, play Yellow by Coldplay', 'PlayMusicIntent', 'Playing Yellow by Coldplay.'],
    ['Alexa, play some music', 'PlayMusicIntent', 'Playing music.'],
    ['Alexa, stop', 'StopIntent', ''],
    ['Alexa, navigate to the airport', 'NavigateIntent', 'Getting directions to the airport.'],
    ['Alexa, find the nearest gas station', 'NavigateIntent', 'Getting directions to gas station.'],
    ['Alexa, cancel navigation', 'CancelNavigationIntent', 'There is no navigation to cancel.'],
    ['Alexa, what is my flash briefing', 'FlashBriefingIntent', /^Here's your Flash Briefing for /],
    ['Alexa, what alarms do I have', 'GetAlarmsIntent', "You don't have any alarms."],
    ['Alexa, how much time is left on my timer', 'GetTimerRemainingIntent', "You don't have any timers."],
    ['Alexa, what is the volume', 'GetVolumeIntent', 'The volume is 5.'],
    ['Alexa, what is the bass level', 'GetEqualizerIntent', 'The bass is at 0.'],
    ['Alexa, what are my reminders', 'GetRemindersIntent', "You don't have any reminders."],
    ['Alexa, when will I get there', 'GetEtaIntent', "You're not navigating anywhere right now."],
    ['Alexa, add a stop at the bank', 'AddStopIntent', "You're not navigating anywhere right now."],
    [
      'Alexa, remove milk from my shopping list',
      'RemoveFromShoppingListIntent',
      "milk isn't on your shopping list.",
    ],
    ['Alexa, what time is it?', 'GetTimeIntent', "It's 9:15 AM."],
    [
      'Alexa, Simon says open automation kit connected',
      PLAYGROUND_SANITY_ECHO_INTENT,
      'open automation kit connected',
    ],
    ['Alexa, what is the meaning of life?', FALLBACK_INTENT, FALLBACK_RESPONSE],
    ['Alexa', FALLBACK_INTENT, FALLBACK_RESPONSE],
  ])('answers %p with %s', (text, intent, response) => {
    const sut = new Assistant();
    const answer = sut.respond(text, NOW);
    expect(answer.intent).toBe(intent);
    if (typeof response === 'string') expect(answer.response).toBe(response);
    else expect(answer.response).toMatch(response);
  });

  it('fills slots', () => {
    const sut = new Assistant();
    expect(sut.respond('set a timer for an hour and ten minutes', NOW).slots).toEqual({
      durationSeconds: '4200',
    });
    expect(sut.respond('play yellow by coldplay', NOW).slots).toEqual({ song: 'yellow', artist: 'coldplay' });
    expect(sut.respond('set an alarm for 7 am', NOW).slots).toEqual({ time: '2025-01-02T07:00:00.000Z' });
    expect(sut.respond('navigate to 1 main street', NOW).slots).toEqual({ destination: '1 main street' });
  });

  it('remembers its shopping list', () => {
    const sut = new Assistant();
    sut.respond('Alexa, add milk to my shopping list', NOW);
    sut.respond('Alexa, put eggs on the shopping list', NOW);
    expect(sut.respond("Alexa, what's on my shopping list", NOW).response).toBe(
      'You have 2 items on your shopping list: milk, eggs.',
    );
  });

  it('invents weather and scores repeatably: same words and day, same answer', () => {
    const sut = new Assistant();
    const home = sut.respond("Alexa, what's the weather?", NOW);
    expect(home.slots).toEqual({ city: SIMULATED_HOME_CITY });
    expect(home.response).toMatch(/^Right now in Seattle, it's \d+ degrees with [a-z ]+\.$/);
    expect(sut.respond("what's the weather", NOW + 60_000)).toEqual(home);
    expect(sut.respond("what's the weather in paris today", NOW).response).toMatch(
      /^Right now in Paris, it's/,
    );
    const score = sut.respond('how did the seahawks do', NOW);
    expect(score.response).toMatch(/^The Seahawks (won|lost|tied) their last game, \d to \d\.$/);
    expect(new Assistant().respond('how did the seahawks do', NOW)).toEqual(score);
  });

  it('uses its own wake word', () => {
    const sut = new Assistant('Hey Google');
    expect(sut.respond('Hey Google, stop', NOW).intent).toBe('StopIntent');
  });

  it('falls back when the slots do not parse', () => {
    const sut = new Assistant();
    expect(sut.respond('set a timer for a while', NOW).intent).toBe(FALLBACK_INTENT);
    expect(sut.respond('set volume to eleventy', NOW).intent).toBe(FALLBACK_INTENT);
  });
});

describe('utterance text', () => {
  it('normalises like a recogniser: lower case, no punctuation, apostrophes and clock colons kept', () => {
    expect(normaliseUtterance("  Alexa, what's the time?  It's 7:30! ")).toBe(
      "alexa what's the time it's 7:30",
    );
    expect(normaliseUtterance("'quoted' words: here")).toBe('quoted words here');
  });

  it('splits off the wake word whatever its case', () => {
    expect(splitWakeWord('ALEXA, stop')).toEqual({ addressed: true, command: 'stop' });
    expect(splitWakeWord('alexa')).toEqual({ addressed: true, command: '' });
    expect(splitWakeWord('Alexandra is here')).toEqual({ addressed: false, command: 'alexandra is here' });
    expect(splitWakeWord('Hey Google what time is it', 'Hey Google')).toEqual({
      addressed: true,
      command: 'what time is it',
    });
  });
});

/**
 * Plays a catalogue's cases in order through a DUT's answers: `answer` is
 * what the DUT made of a transcript at a time (undefined: it did not wake).
 * Returns, per case, the checks that failed.
 */
function playCatalogue(
  cases: readonly FunctionalCatalogueCase[],
  answer: (transcript: string, atMs: number) => Interpretation | undefined,
  appScreen: (screen: FunctionalAppScreen, atMs: number) => string,
): Map<string, string[]> {
  const failures = new Map<string, string[]>();
  let now = NOW;
  for (const testCase of cases) {
    const failed: string[] = [];
    testCase.actions.forEach((action, index) => {
      now += 10_000;
      if (action.type === 'command') {
        if (action.command === 'WAIT') now += action.seconds * 1000;
        else if (!new RegExp(action.expect, 'i').test(appScreen(action.screen, now)))
          failed.push(`${index}: app`);
        return;
      }
      const heard = answer(functionalUtteranceTranscript(action), now);
      if (action.wake === false) {
        if (heard) failed.push(`${index}: acted on`);
        return;
      }
      if (!heard) failed.push(`${index}: no answer`);
      else if (heard.intent !== action.intent) failed.push(`${index}: ${heard.intent}`);
      else if (action.regex && !new RegExp(action.regex, 'i').test(heard.response))
        failed.push(`${index}: '${heard.response}'`);
      else if (action.refMic && !action.refMic.some((phrase) => transcriptContains(heard.response, phrase)))
        failed.push(`${index}: says '${spokenText(heard.response)}'`);
    });
    if (failed.length) failures.set(testCase.id, failed);
  }
  return failures;
}

describe('the functional catalogue', () => {
  it.each(FUNCTIONAL_VARIANTS)(
    'the %s cases all pass on an assistant that hears them right, in play order',
    (variant) => {
      const sut = new Assistant();
      const failures = playCatalogue(
        FUNCTIONAL_CATALOGUE[variant],
        (transcript, atMs) =>
          splitWakeWord(transcript).addressed ? sut.respond(transcript, atMs) : undefined,
        (screen, atMs) => sut.appScreen(screen, atMs),
      );
      expect(Object.fromEntries(failures)).toEqual({});
    },
  );

  it('each case passes alone too, on a new assistant', () => {
    const cases = FUNCTIONAL_VARIANTS.flatMap((variant) => FUNCTIONAL_CATALOGUE[variant]);
    const failed = cases.filter((testCase) => {
      const sut = new Assistant();
      return playCatalogue(
        [testCase],
        (transcript, atMs) =>
          splitWakeWord(transcript).addressed ? sut.respond(transcript, atMs) : undefined,
        (screen, atMs) => sut.appScreen(screen, atMs),
      ).size;
    });
    expect(failed.map((testCase) => testCase.id)).toEqual([]);
  });

  /** A DUT of a profile hearing the catalogue at `snrDb`: what it wakes for and how it answers. */
  function playOnDut(profile: DeviceProfile, snrDb: number, seed: string) {
    const dut = stubVirtualDut({ profile, random: new Random(seed) });
    let misheard = 0;
    const failures = playCatalogue(
      FUNCTIONAL_CATALOGUE.device,
      (transcript, atMs) => {
        const heard = dut.hear({
          utteranceId: `u-${atMs}`,
          transcript,
          startMs: atMs,
          endMs: atMs + 2000,
          snrDb,
        });
        if (heard && !heard.recognisedCorrectly) misheard += 1;
        return heard?.intent === undefined
          ? undefined
          : { intent: heard.intent, slots: {}, response: heard.response ?? '' };
      },
      () => '',
    );
    return { failures: Object.fromEntries(failures), misheard };
  }

  it('a poor DUT in noise fails some cases through its recognition, the same ones for the same seed', () => {
    const first = playOnDut(POOR_DEVICE_PROFILE, 0, 'poor-dut');
    expect(Object.keys(first.failures).length).toBeGreaterThan(0);
    expect(first.misheard).toBeGreaterThan(0);
    expect(playOnDut(POOR_DEVICE_PROFILE, 0, 'poor-dut')).toEqual(first);
    expect(playOnDut(POOR_DEVICE_PROFILE, 0, 'another-seed')).not.toEqual(first);
  });

  it('a good DUT in quiet fails fewer cases than a poor one in noise', () => {
    const good = playOnDut(GOOD_DEVICE_PROFILE, 40, 'good-dut');
    const poor = playOnDut(POOR_DEVICE_PROFILE, 0, 'good-dut');
    expect(Object.keys(good.failures).length).toBeLessThan(Object.keys(poor.failures).length);
  });
});
