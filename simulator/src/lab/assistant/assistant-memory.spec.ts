import { Assistant } from './assistant';
import { FALLBACK_INTENT } from './assistant-grammar';

const NOW = Date.UTC(2025, 0, 1, 9, 15); // Wednesday 9:15 AM UTC

/** What the assistant remembers between commands (AssistantMemory), as its answers and the app show it. */
describe('Assistant memory', () => {
  it('remembers alarms until they ring, and cancels the one asked for', () => {
    const sut = new Assistant();
    expect(sut.respond('Alexa, set an alarm for eight thirty p m', NOW).response).toBe(
      'Alarm set for 8:30 PM today.',
    );
    sut.respond('Alexa, set an alarm for seven a m', NOW);
    expect(sut.respond('Alexa, what alarms do I have', NOW).response).toBe(
      'You have 2 alarms: 8:30 PM today and 7:00 AM tomorrow.',
    );
    expect(sut.appScreen('alarms', NOW)).toBe('Alarm 8:30 PM today\nAlarm 7:00 AM tomorrow');
    expect(sut.respond('Alexa, cancel my alarm for eight thirty p m', NOW)).toMatchObject({
      intent: 'CancelAlarmIntent',
      response: 'Your alarm for 8:30 PM today has been cancelled.',
    });
    expect(sut.respond('Alexa, cancel my alarm for eight thirty p m', NOW).response).toBe(
      "You don't have an alarm for 8:30 PM.",
    );
    expect(sut.respond('Alexa, what alarms do I have', NOW).response).toBe(
      'You have one alarm, for 7:00 AM tomorrow.',
    );
    const afterItRang = Date.UTC(2025, 0, 2, 7, 1);
    expect(sut.respond('Alexa, what alarms do I have', afterItRang).response).toBe(
      "You don't have any alarms.",
    );
    expect(sut.appScreen('alarms', afterItRang)).toBe('No alarms');
  });

  it('counts timers down, cancels one by its length and forgets ended ones', () => {
    const sut = new Assistant();
    sut.respond('Alexa, set a timer for two minutes', NOW);
    expect(sut.respond('Alexa, how much time is left on my timer', NOW + 5_000).response).toBe(
      'Your timer for 2 minutes has 1 minute and 55 seconds left.',
    );
    sut.respond('Alexa, set a timer for ten minutes', NOW + 10_000);
    expect(sut.respond('Alexa, how much time is left on my timer', NOW + 60_000).response).toBe(
      'You have 2 timers. Your timer for 2 minutes has 1 minute left and your timer for 10 minutes has 9 minutes and 10 seconds left.',
    );
    expect(sut.appScreen('timers', NOW + 60_000)).toBe(
      'Timer for 2 minutes: 1 minute left\nTimer for 10 minutes: 9 minutes and 10 seconds left',
    );
    expect(sut.respond('Alexa, cancel the ten minute timer', NOW + 61_000)).toMatchObject({
      intent: 'CancelTimerIntent',
      slots: { durationSeconds: '600' },
      response: 'Your timer for 10 minutes has been cancelled.',
    });
    expect(sut.respond('Alexa, cancel the ten minute timer', NOW + 62_000).response).toBe(
      "You don't have a timer for 10 minutes.",
    );
    expect(sut.respond('Alexa, how much time is left on my timer', NOW + 121_000).response).toBe(
      "You don't have any timers.",
    );
    expect(sut.respond('Alexa, cancel my timer', NOW + 121_000).response).toBe("You don't have any timers.");
    expect(sut.appScreen('timers', NOW + 121_000)).toBe('No timers');
  });

  it('keeps its volume between 0 and 10', () => {
    const sut = new Assistant();
    sut.respond('Alexa, set volume to five', NOW);
    sut.respond('Alexa, volume up', NOW);
    expect(sut.respond('Alexa, what is the volume', NOW).response).toBe('The volume is 6.');
    for (let step = 0; step < 12; step += 1) sut.respond('Alexa, volume down', NOW);
    expect(sut.respond('Alexa, how loud is it', NOW).response).toBe('The volume is 0.');
    sut.respond('Alexa, set volume to ten', NOW);
    sut.respond('Alexa, louder', NOW);
    expect(sut.respond('Alexa, what is the volume', NOW).response).toBe('The volume is 10.');
  });

  it('adjusts, reports and resets its equalizer within -6 to 6', () => {
    const sut = new Assistant();
    expect(sut.respond('Alexa, increase the bass', NOW)).toMatchObject({
      intent: 'AdjustEqualizerIntent',
      slots: { band: 'bass', level: '1' },
      response: 'Bass set to 1.',
    });
    expect(sut.respond('Alexa, what is the bass level', NOW).response).toBe('The bass is at 1.');
    expect(sut.respond('Alexa, set the treble to minus two', NOW).response).toBe('Treble set to -2.');
    expect(sut.respond('Alexa, set the bass to nine', NOW).intent).toBe(FALLBACK_INTENT);
    for (let step = 0; step < 8; step += 1) sut.respond('Alexa, turn up the bass', NOW);
    expect(sut.respond('Alexa, what is the bass', NOW).response).toBe('The bass is at 6.');
    expect(sut.respond('Alexa, reset the equalizer', NOW).response).toBe('Equalizer reset.');
    expect(sut.respond("Alexa, what's the treble level", NOW).response).toBe('The treble is at 0.');
  });

  it('remembers reminders until they are due', () => {
    const sut = new Assistant();
    sut.respond('Alexa, remind me to water the plants at nine p m', NOW);
    sut.respond('Alexa, remind me in ten minutes to check the oven', NOW);
    expect(sut.respond('Alexa, what are my reminders', NOW).response).toBe(
      'You have 2 reminders: check the oven at 9:25 AM today and water the plants at 9:00 PM today.',
    );
    expect(sut.appScreen('reminders', NOW + 11 * 60_000)).toBe('water the plants at 9:00 PM today');
  });

  it('keeps one of each item on the shopping list, and removes them', () => {
    const sut = new Assistant();
    sut.respond('Alexa, add apples to my shopping list', NOW);
    sut.respond('Alexa, add apples to my shopping list', NOW);
    sut.respond('Alexa, add bread to my shopping list', NOW);
    expect(sut.appScreen('shopping-list', NOW)).toBe('apples\nbread');
    expect(sut.respond('Alexa, remove apples from my shopping list', NOW).response).toBe(
      "I've removed apples from your shopping list.",
    );
    expect(sut.respond('Alexa, what is on my shopping list', NOW).response).toBe(
      'You have 1 item on your shopping list: bread.',
    );
    sut.respond('Alexa, take bread off the shopping list', NOW);
    expect(sut.appScreen('shopping-list', NOW)).toBe('Your shopping list is empty');
  });

  it('follows a route: a stop lengthens it, the ETA counts down, cancelling ends it', () => {
    const sut = new Assistant();
    sut.respond('Alexa, navigate to the airport', NOW);
    const eta = sut.respond('Alexa, when will I get there', NOW).response;
    const [, minutes] = /in (\d+) minutes?\.$/.exec(eta) ?? [];
    expect(eta).toMatch(/^You'll arrive at the airport at \d+:\d\d AM, in \d+ minutes?\.$/);
    expect(sut.respond('Alexa, add a stop at the nearest coffee shop', NOW).response).toBe(
      'Adding a stop at the nearest coffee shop on your way to the airport.',
    );
    expect(sut.respond('Alexa, when will I get there', NOW).response).toContain(
      `in ${Number(minutes) + 5} minutes`,
    );
    expect(sut.respond('Alexa, cancel the navigation', NOW).response).toBe('Navigation cancelled.');
    expect(sut.respond('Alexa, when will I get there', NOW).response).toBe(
      "You're not navigating anywhere right now.",
    );
  });
});
