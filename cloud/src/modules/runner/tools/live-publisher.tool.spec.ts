import { LIVE_SOCKET_EVENTS } from '@oak/shared';
import { loadConfig } from '../../../config/app-config';
import { TestClock } from '../../../testing/test-clock';
import { typedFake } from '../../../testing/typed-fake';
import { JobFeedPublisher, jobRoom, jobSnapshotKey } from '../../live/job-feed.publisher';
import { type LiveHub } from '../../live/live-hub';
import { type KeyValueStore } from '../../redis/key-value-store.port';
import { LivePublisher } from './live-publisher.tool';

const CONFIG = loadConfig({
  DATABASE_URL: 'postgres://oak@localhost/oak',
  REDIS_URL: 'redis://localhost',
  JWT_SECRET: 'unit-spec-secret-of-thirty-two-chars',
});
const JOB_ID = 'job-on-a-busy-line';

/** What reached Redis and the room, in the order it did: a write of the job's snapshot, or one announcement. */
type Outgoing =
  | { readonly write: Readonly<Record<string, string>>; readonly key: string }
  | { readonly room: string; readonly event: string; readonly payload: unknown };

/**
 * The runner's live line over the real JobFeedPublisher, with the snapshot's
 * store and the live hub as fakes that record what reaches them: the store
 * holds the first write until the spec frees the line, so what is announced
 * meanwhile queues behind it, as it does while Redis answers a busy node.
 */
describe('LivePublisher', () => {
  let clock: TestClock;
  let outgoing: Outgoing[];
  /** The first write of the snapshot waits for this, keeping the job's line busy until the spec frees it. */
  let freeLine: () => void;
  let firstWriteBegun: Promise<void>;
  let sut: LivePublisher;

  beforeEach(() => {
    clock = new TestClock();
    outgoing = [];
    const lineFreed = new Promise<void>((resolve) => (freeLine = resolve));
    let writeBegun: () => void = () => undefined;
    firstWriteBegun = new Promise<void>((resolve) => (writeBegun = resolve));
    // Every write of the snapshot is recorded as it begins, and ends once the line is free.
    const store = typedFake<KeyValueStore>('KeyValueStore', {
      setFields: async (key, fields) => {
        outgoing.push({ key, write: { ...fields } });
        writeBegun();
        await lineFreed;
      },
    });
    const hub = typedFake<LiveHub>('LiveHub', {
      emitToRoom: (room, event, payload) => void outgoing.push({ room, event, payload }),
    });
    sut = new LivePublisher(new JobFeedPublisher(store, CONFIG, hub, clock));
  });

  it('sends the changes that queued behind a busy line with one write of the snapshot, each still to the room in order', async () => {
    const snapshot = jobSnapshotKey(CONFIG.redis.keyPrefix, JOB_ID);
    const announced = (key: string, data: unknown) => ({
      room: jobRoom(JOB_ID),
      event: LIVE_SOCKET_EVENTS.stateChange,
      payload: { key, data, at: clock.nowMs() },
    });

    await sut.announce(JOB_ID, { key: 'testStatus', data: { status: 'processing' } });
    await firstWriteBegun;
    // The first change's write is under way: these two wait on the line behind it.
    await sut.announce(JOB_ID, { key: 'commonFeeds', data: { played: 1, count: 4 } });
    await sut.announce(JOB_ID, { key: 'utteranceFeeds', data: { utterance: 'what time is it' } });
    freeLine();
    await sut.flush(JOB_ID);

    expect(outgoing).toEqual([
      { key: snapshot, write: { testStatus: JSON.stringify({ status: 'processing' }) } },
      announced('testStatus', { status: 'processing' }),
      {
        key: snapshot,
        write: {
          commonFeeds: JSON.stringify({ played: 1, count: 4 }),
          utteranceFeeds: JSON.stringify({ utterance: 'what time is it' }),
        },
      },
      announced('commonFeeds', { played: 1, count: 4 }),
      announced('utteranceFeeds', { utterance: 'what time is it' }),
    ]);
  });

  it('keeps the later data of a key changed twice in one batch, and announces both changes', async () => {
    const snapshot = jobSnapshotKey(CONFIG.redis.keyPrefix, JOB_ID);
    await sut.announce(JOB_ID, { key: 'testStatus', data: { status: 'processing' } });
    await firstWriteBegun;
    await sut.announce(JOB_ID, { key: 'commonFeeds', data: { played: 1, count: 4 } });
    await sut.announce(JOB_ID, { key: 'commonFeeds', data: { played: 2, count: 4 } });
    freeLine();
    await sut.flush(JOB_ID);

    const writes = outgoing.filter((one) => 'write' in one);
    expect(writes).toEqual([
      { key: snapshot, write: { testStatus: JSON.stringify({ status: 'processing' }) } },
      { key: snapshot, write: { commonFeeds: JSON.stringify({ played: 2, count: 4 }) } },
    ]);
    const payloads = outgoing.flatMap((one) => ('payload' in one ? [one.payload] : []));
    expect(payloads).toEqual([
      { key: 'testStatus', data: { status: 'processing' }, at: clock.nowMs() },
      { key: 'commonFeeds', data: { played: 1, count: 4 }, at: clock.nowMs() },
      { key: 'commonFeeds', data: { played: 2, count: 4 }, at: clock.nowMs() },
    ]);
  });
});
