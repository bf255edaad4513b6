import { ACM_EVENTS } from '@oak/shared';
import { DutRegistry } from '../devices/dut-registry';
import { GOOD_DEVICE_PROFILE } from '../devices/device-profiles.constant';
import { type VirtualDut } from '../devices/virtual-dut';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';

/** A device that never misses in a quiet booth, so every step below is certain. */
const SURE = {
  ...GOOD_DEVICE_PROFILE,
  wake: { ...GOOD_DEVICE_PROFILE.wake, lapseRate: 0 },
  asr: { ...GOOD_DEVICE_PROFILE.asr, lapseRate: 0 },
};
const ONE = { customerId: 'A1ONE', email: 'one@example.com' };
const TWO = { customerId: 'A2TWO', email: 'two@example.com' };

let clock = Date.UTC(2026, 0, 1, 9);

function setUp() {
  const a = stubVirtualDut({ ...ONE, dsn: 'A-ONE', name: 'Kitchen', profile: SURE });
  const a2 = stubVirtualDut({ ...ONE, dsn: 'A-TWO', name: 'Office', profile: SURE });
  const b = stubVirtualDut({ ...TWO, dsn: 'B-ONE', name: 'Hall', profile: SURE });
  const b2 = stubVirtualDut({ ...TWO, dsn: 'B-TWO', name: 'Den', profile: SURE });
  const registry = new DutRegistry({ duts: [a, a2, b, b2] });
  for (const dut of registry.duts) dut.connectComms(registry.comms);
  registry.comms.saveContacts(ONE.customerId, [{ name: 'account two', customerId: TWO.customerId }]);
  registry.comms.saveContacts(TWO.customerId, [{ name: 'account one', customerId: ONE.customerId }]);
  return { a, a2, b, b2, registry };
}

/** Says `text` to `dut` in a quiet room and returns its answer. */
function say(dut: VirtualDut, text: string, afterMs = 20_000) {
  clock += afterMs;
  return dut.hear({
    utteranceId: `u-${clock}`,
    transcript: text,
    startMs: clock,
    endMs: clock + 1500,
    snrDb: 45,
  });
}

/** The events a device logged, oldest first. */
const events = (dut: VirtualDut) =>
  dut.activity
    .all()
    .filter((item) => item.heardText === '')
    .map((item) => item.intent);

describe('CommsExchange', () => {
  it('rings every device of a contact; one answers, the others stop ringing; a hang up ends it for all', () => {
    const { a, b, b2 } = setUp();
    expect(say(a, 'Alexa, call account two')).toMatchObject({
      intent: 'CallIntent',
      response: 'Calling Account Two.',
    });
    expect(events(b)).toEqual([ACM_EVENTS.incomingCall]);
    expect(b.activity.all().at(-1)?.response).toBe('Incoming call from Account One.');
    expect(events(b2)).toEqual([ACM_EVENTS.incomingCall]);

    expect(say(b2, 'Alexa, answer the call')?.intent).toBe('AnswerCallIntent');
    expect(events(a)).toEqual([ACM_EVENTS.callConnected]);
    expect(events(b)).toEqual([ACM_EVENTS.incomingCall, ACM_EVENTS.answeredElsewhere]);

    say(a, 'Alexa, hang up');
    expect(events(b2)).toEqual([ACM_EVENTS.incomingCall, ACM_EVENTS.callEnded]);
    expect(say(a, 'Alexa, hang up')?.response).toBe("There's no call to end.");
  });

  it('tells the caller of a decline, and of a contact on do not disturb, who then does not ring', () => {
    const { a, b, b2 } = setUp();
    say(a, 'Alexa, call account two');
    say(b, 'Alexa, decline the call');
    expect(events(a)).toEqual([ACM_EVENTS.callDeclined]);
    expect(events(b2)).toEqual([ACM_EVENTS.incomingCall, ACM_EVENTS.callEnded]);

    say(b, 'Alexa, turn on do not disturb');
    say(b2, 'Alexa, turn on do not disturb');
    expect(say(a, 'Alexa, call account two')?.response).toBe("Account Two isn't available right now.");
    expect(events(a).at(-1)).toBe(ACM_EVENTS.callUnavailable);
    expect(events(b)).toEqual([ACM_EVENTS.incomingCall]);
    say(b, 'Alexa, turn off do not disturb');
    say(a, 'Alexa, call account two');
    expect(events(b).at(-1)).toBe(ACM_EVENTS.incomingCall);
    expect(events(b2).at(-1)).toBe(ACM_EVENTS.callEnded);
  });

  it('asks which device to drop in on when a contact has several, and takes the reply without a wake word', () => {
    const { a, b, b2 } = setUp();
    const question = say(a, 'Alexa, drop in on account two');
    expect(question?.response).toBe(
      'Account Two has 2 devices: the first one, Hall; the second one, Den. Which one?',
    );
    expect(say(a, 'the second one', 3000)).toMatchObject({
      intent: 'SelectDeviceIntent',
      response: 'Dropping in on Den.',
    });
    expect(events(b2)).toEqual([ACM_EVENTS.dropInConnected]);
    expect(events(b)).toEqual([]);
  });

  it('drops in on one device straight away, on the contact devices saved, and on the whole home', () => {
    const { a, a2, b, b2, registry } = setUp();
    registry.comms.saveContacts(ONE.customerId, [
      { name: 'account two', customerId: TWO.customerId, devices: [b.dsn] },
    ]);
    expect(say(a, 'Alexa, drop in on account two')?.response).toBe('Dropping in on Account Two.');
    expect(events(b)).toEqual([ACM_EVENTS.dropInConnected]);
    expect(events(b2)).toEqual([]);
    say(a, 'Alexa, hang up');
    expect(say(a, 'Alexa, drop in on home')?.response).toBe('Dropping in on home.');
    expect(events(a2)).toEqual([ACM_EVENTS.dropInConnected]);
  });

  it('pauses media for a call and resumes it after; a message leaves it playing and is read back', () => {
    const { a, b } = setUp();
    say(b, 'Alexa, play some music');
    const playing = clock + 10_000;
    expect(b.playingMediaAt(playing)).toBe(true);
    say(a, 'Alexa, call account two');
    expect(events(b)).toEqual([ACM_EVENTS.mediaPaused, ACM_EVENTS.incomingCall]);
    expect(b.playingMediaAt(clock + 10_000)).toBe(false);
    say(b, 'Alexa, answer');
    say(b, 'Alexa, hang up');
    expect(events(b).at(-1)).toBe(ACM_EVENTS.mediaResumed);
    expect(b.playingMediaAt(clock + 10_000)).toBe(true);

    say(a, 'Alexa, send a message to account two saying hello from the lab');
    expect(events(b).at(-1)).toBe(ACM_EVENTS.messageReceived);
    expect(b.playingMediaAt(clock + 10_000)).toBe(true);
    expect(say(b, 'Alexa, play my messages')?.response).toBe(
      'You have one new message. Message from Account One: hello from the lab.',
    );
    expect(say(b, 'Alexa, play my messages')?.response).toBe('You have no new messages.');
  });

  it('knows no contact it was not given, and reaches no offline device', () => {
    const { a, b, b2 } = setUp();
    expect(say(a, 'Alexa, call grandma')?.response).toBe("I couldn't find a contact named grandma.");
    b.setOnline(false);
    b2.setOnline(false);
    expect(say(a, 'Alexa, call account two')?.response).toBe("Account Two isn't available right now.");
  });
});
