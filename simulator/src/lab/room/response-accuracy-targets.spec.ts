import { judgeAnswer } from '@oak/shared';
import { type DeviceProfile } from '../devices/device-profile';
import { GOOD_DEVICE_PROFILE, POOR_DEVICE_PROFILE } from '../devices/device-profiles.constant';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { Random } from '../../random/random';
import { binomialBounds } from '../../random/statistics.util';
import { ManualClock } from '../../time/clock';
import { VirtualRoom } from './virtual-room';

/*
 * Response accuracy measured through the room: the good and the poor Echo
 * stand side by side and hear the resource pack's commands that carry slots,
 * in silence from 0.9 m 30°; each answer is judged in full by the shared rule,
 * in the locale it was said in (issue 29: every locale offered plays, its
 * slots judged in its own words).
 */
const ROUNDS = 400;
const T0 = Date.UTC(2025, 0, 1, 10);
const GAP_MS = 10_000;
const COMMANDS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  en_US: [
    ['Alexa, wake me up at 6 30 tomorrow', 'SetAlarmIntent'],
    ['Alexa, set an alarm for 7 am', 'SetAlarmIntent'],
    ['Alexa, set a timer for 5 minutes', 'SetTimerIntent'],
    ['Alexa, set a timer for 30 seconds', 'SetTimerIntent'],
    ['Alexa, remind me to call mom at 6 pm', 'SetReminderIntent'],
  ],
  de_DE: [
    ['Alexa, stelle einen Wecker auf 7 Uhr', 'SetAlarmIntent'],
    ['Alexa, wecke mich um 6 Uhr', 'SetAlarmIntent'],
    ['Alexa, stelle einen Timer auf 5 Minuten', 'SetTimerIntent'],
    ['Alexa, stelle einen Timer auf 30 Sekunden', 'SetTimerIntent'],
    ['Alexa, setze Milch auf meine Einkaufsliste', 'AddToShoppingListIntent'],
  ],
};

interface Tally {
  /** Answers with the expected intent to the words said. */
  understood: number;
  /** Of those, the ones the device said with a slot wrong, and the ones the judge blamed. */
  misSlotted: string[];
  blamed: string[];
  /** Every utterance the device heard, and the ones judged right in full. */
  heard: number;
  correct: number;
}

function measure(locale: string): Record<'good' | 'poor', Tally> {
  const room = new VirtualRoom({ clock: new ManualClock(T0) });
  const profiles: Record<string, DeviceProfile> = {
    G0GOOD: GOOD_DEVICE_PROFILE,
    G0POOR: POOR_DEVICE_PROFILE,
  };
  for (const [dsn, profile] of Object.entries(profiles))
    room.addDut(stubVirtualDut({ dsn, profile, random: new Random(`rar/${dsn}`) }));
  const tally = () => ({ understood: 0, misSlotted: [], blamed: [], heard: 0, correct: 0 });
  const tallies: Record<string, Tally> = { G0GOOD: tally(), G0POOR: tally() };
  let played = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [transcript, intent] of COMMANDS[locale]!) {
      const startMs = T0 + played * GAP_MS;
      played += 1;
      const { answers } = room.play({
        piId: 'speech-pi',
        locationId: '0.9m-30deg',
        kind: 'speech',
        fileName: `${played}.wav`,
        transcript,
        startMs,
        durationMs: 2500,
      });
      for (const { dsn, answer } of answers) {
        if (!answer) continue;
        const mine = tallies[dsn];
        mine.heard += 1;
        const judged = judgeAnswer(
          { transcript, expectedIntent: intent, locale },
          { intent: answer.intent, responseText: answer.response },
        );
        if (judged.correct) mine.correct += 1;
        // Misheard words may be answered with other slots; the device's own slot errors are on words heard right.
        if (!answer.recognisedCorrectly || !judged.intentMatched) continue;
        mine.understood += 1;
        const id = `${played}: ${answer.response ?? ''}`;
        if (answer.misSlotted) mine.misSlotted.push(id);
        if (judged.wrongSlot) mine.blamed.push(id);
      }
      room.advanceTo(startMs + GAP_MS - 1);
    }
  }
  return { good: tallies.G0GOOD, poor: tallies.G0POOR };
}

describe.each(Object.keys(COMMANDS))(
  'response accuracy of the virtual Echos in %s, judged in full',
  (locale) => {
    const measured = measure(locale);

    it.each([
      ['good', GOOD_DEVICE_PROFILE],
      ['poor', POOR_DEVICE_PROFILE],
    ] as const)(
      'blames exactly the answers the %s Echo mis-slotted, at its slot-error rate',
      (which, profile) => {
        const { understood, misSlotted, blamed } = measured[which];
        expect(blamed).toEqual(misSlotted);
        const bounds = binomialBounds(profile.slotErrorRate, understood);
        expect(misSlotted.length / understood).toBeGreaterThanOrEqual(bounds.low);
        expect(misSlotted.length / understood).toBeLessThanOrEqual(bounds.high);
      },
    );

    it("drops the poor Echo's RAR by its mis-slots, and keeps the good one's high", () => {
      const rar = (tally: Tally) => tally.correct / tally.heard;
      expect(rar(measured.good)).toBeGreaterThan(0.95);
      // Without slot errors the poor Echo would lose only its misheard commands.
      const poor = measured.poor;
      expect(poor.misSlotted.length).toBeGreaterThan(0);
      expect(rar(poor)).toBeLessThanOrEqual((poor.correct + poor.misSlotted.length) / poor.heard);
      expect(rar(poor)).toBeLessThan(rar(measured.good) - 0.1);
    });
  },
);
