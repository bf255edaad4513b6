import { type ResourceManifest } from '@oak/shared';
import { TestClock } from '../../../testing/test-clock';
import { typedFake } from '../../../testing/typed-fake';
import { type LabsService } from '../../labs/labs.service';
import { type ThingRecord } from '../../labs/thing.entity';
import { type ResourceStore, type StoredManifest } from '../../resources/resource-store';
import { type DeviceCloudListener } from './device-cloud-listener.tool';
import { type LivePublisher } from './live-publisher.tool';
import { type OperatorActions } from './operator.tool';
import { type PiActions } from './pi-actions.tool';
import { type PiPlayer } from './pi-player.tool';
import { type RunState } from './run-state.tool';
import { RunToolsFactory } from './run-tools';
import { type SpokenAnswers } from './transcription.tool';

const JOB = { id: 'job-1', companyId: 'acme', labId: 'lab-1' };
const manifestOf = (id: string): ResourceManifest => ({ id, files: [] });
const pi = (name: string) => ({ id: name, name }) as ThingRecord;

describe('RunToolsFactory', () => {
  let reads: string[];
  let failing: Set<string>;
  let labReads: string[];
  let factory: RunToolsFactory;

  beforeEach(() => {
    reads = [];
    failing = new Set();
    labReads = [];
    factory = new RunToolsFactory(
      new TestClock(),
      typedFake<PiPlayer>('PiPlayer', {}),
      typedFake<DeviceCloudListener>('DeviceCloudListener', {}),
      typedFake<LivePublisher>('LivePublisher', {}),
      typedFake<RunState>('RunState', {}),
      typedFake<LabsService>('LabsService', {
        pisOfLab: async (labId) => {
          labReads.push(`any:${labId}`);
          return [pi('ahead')];
        },
        pisOfOwnLab: async (companyId, labId) => {
          labReads.push(`${companyId}:${labId}`);
          return [pi('now')];
        },
      }),
      typedFake<ResourceStore>('ResourceStore', {
        readManifest: async (id): Promise<StoredManifest | undefined> => {
          reads.push(id);
          if (failing.has(id)) throw new Error('The store is away');
          return { manifest: manifestOf(id), md5: '', bytes: Buffer.alloc(0) };
        },
      }),
      typedFake<SpokenAnswers>('SpokenAnswers', {}),
      typedFake<OperatorActions>('OperatorActions', {}),
      typedFake<PiActions>('PiActions', {}),
    );
  });

  it('answers a plan’s asks with the manifests read ahead, and reads the others once per run', async () => {
    const ahead = factory.manifestsOf(['speech/en_US', 'noise', 'speech/en_US']);
    expect(reads).toEqual(['speech/en_US', 'noise']);

    const tools = factory.forJob(JOB, new AbortController().signal, { manifests: ahead });
    expect(await tools.resources.manifest('speech/en_US')).toEqual(manifestOf('speech/en_US'));
    expect(await tools.resources.manifest('noise')).toEqual(manifestOf('noise'));
    expect(await tools.resources.manifest('wakeword/en_US')).toEqual(manifestOf('wakeword/en_US'));
    expect(await tools.resources.manifest('wakeword/en_US')).toEqual(manifestOf('wakeword/en_US'));
    expect(reads).toEqual(['speech/en_US', 'noise', 'wakeword/en_US']);

    // Another run reads for itself: what one run planned with is not another's.
    await factory.forJob(JOB, new AbortController().signal).resources.manifest('noise');
    expect(reads).toEqual(['speech/en_US', 'noise', 'wakeword/en_US', 'noise']);
  });

  it('reads again a manifest whose read ahead failed, once the plan asks for it', async () => {
    failing.add('speech/en_US');
    const ahead = factory.manifestsOf(['speech/en_US']);
    const tools = factory.forJob(JOB, new AbortController().signal, { manifests: ahead });
    await new Promise((resolve) => setImmediate(resolve));
    failing.clear();

    expect(await tools.resources.manifest('speech/en_US')).toEqual(manifestOf('speech/en_US'));
    expect(reads).toEqual(['speech/en_US', 'speech/en_US']);
  });

  it('answers the first ask for the lab’s Pis with those read ahead, and later asks as the lab is then', async () => {
    const tools = factory.forJob(JOB, new AbortController().signal, { things: factory.pisOf('lab-1') });

    expect((await tools.pis.things()).map((thing) => thing.name)).toEqual(['ahead']);
    expect((await tools.pis.things()).map((thing) => thing.name)).toEqual(['now']);
    expect(labReads).toEqual(['any:lab-1', 'acme:lab-1']);
  });
});
