import { Assistant } from './assistant';
import { FALLBACK_INTENT, FALLBACK_RESPONSE, SIMULATED_HOME_CITY } from './assistant-grammar';
import { normaliseUtterance, splitWakeWord } from './utterance-text.util';

const NOW = Date.UTC(2025, 0, 1, 9, 15); // Wednesday 9:15 AM UTC

describe('Assistant', () => {
  it.each([
    ['Alexa, set an alarm for 7 am', 'SetAlarmIntent', 'Alarm set for 7:00 AM tomorrow.'],
    ['alexa wake me up at 10:30 am', 'SetAlarmIntent', 'Alarm set for 10:30 AM today.'],
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
    ['Alexa, cancel navigation', 'CancelNavigationIntent', 'Navigation cancelled.'],
    ['Alexa, what time is it?', 'GetTimeIntent', "It's 9:15 AM."],
    ['Alexa, Simon says open automation kit connected', 'EchoIntent', 'open automation kit connected'],
    ['Alexa, what is the meaning of life?', FALLBACK_INTENT, FALLBACK_RESPONSE],
    ['Alexa', FALLBACK_INTENT, FALLBACK_RESPONSE],
  ])('answers %p with %s', (text, intent, response) => {
    const sut = new Assistant();
    expect(sut.respond(text, NOW)).toMatchObject({ intent, response });
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
