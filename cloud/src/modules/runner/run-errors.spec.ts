import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BadGatewayException } from '@nestjs/common';
import { PI_MESSAGES } from '@oak/shared';
import { TestClock } from '../../testing/test-clock';
import { typedFake } from '../../testing/typed-fake';
import { type DeviceCloud } from '../device-cloud/device-cloud.port';
import { ThingActionsService } from '../labs/thing-actions.service';
import { type ThingRecord } from '../labs/thing.entity';
import { type AgentRpcService } from '../mqtt/agent-rpc.service';
import { RunFailed, failureClassOf } from './run-errors';
import { DeviceCloudFailed, DeviceCloudListener } from './tools/device-cloud-listener.tool';
import { PiActionFailed, PiPlayer } from './tools/pi-player.tool';

const DUT = { deviceserial: 'G0RUN001', devicetype: 'ECHO_DOT' };

describe("whose fault a run's failure is", () => {
  it.each([
    ['a RunFailed', new RunFailed('The lab has no noise Pi', 'lab'), 'lab'],
    ["a Pi's refusal", new PiActionFailed('pi-1', 'talk', 'Raspberry Pi pi-1 is offline'), 'lab'],
    ["the device cloud's", new DeviceCloudFailed('The device cloud is unreachable'), 'device'],
    ['an error nobody classed', new TypeError("Cannot read properties of undefined (reading 'x')"), 'oak'],
    ['a class that is none of the four', Object.assign(new Error('x'), { failureClass: 'network' }), 'oak'],
    ['something thrown that is no error', 'boom', 'oak'],
  ])('reads %s as %s', (_name, error, failureClass) => {
    expect(failureClassOf(error)).toBe(failureClass);
  });

  it("makes a Pi's HTTP answer the lab's fault, in the Pi call's words", async () => {
    const sut = new PiPlayer(new ThingActionsService(typedFake<AgentRpcService>('AgentRpcService', {})));
    const offline = { id: 'pi-1', name: 'pi-1', connected: false } as ThingRecord;

    const failed = sut.talk(offline, 'hello.wav', { durationMs: 1000 });

    await expect(failed).rejects.toBeInstanceOf(PiActionFailed);
    await expect(failed).rejects.toMatchObject({ failureClass: 'lab', message: PI_MESSAGES.offline('pi-1') });
  });

  it("makes the device cloud's HTTP answer the device's fault", async () => {
    const sut = new DeviceCloudListener(
      typedFake<DeviceCloud>('DeviceCloud', {
        latestActivity: async () => {
          throw new BadGatewayException('The device cloud is unreachable');
        },
      }),
      new TestClock(),
    );

    const failed = sut.mark(DUT);

    await expect(failed).rejects.toBeInstanceOf(DeviceCloudFailed);
    await expect(failed).rejects.toMatchObject({ failureClass: 'device' });
  });

  it("throws no HTTP exception anywhere on the runner's path: the tools make them the run's own", () => {
    const sources = (directory: string): string[] =>
      readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(directory, entry.name);
        if (entry.isDirectory()) return sources(full);
        return /(?<!spec)\.ts$/.test(entry.name) ? [full] : [];
      });
    const thrown = sources(__dirname).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/new (\w*Exception)\(/g)].map(
        ([, name]) => `${path.relative(__dirname, file)}: ${name}`,
      ),
    );
    expect(thrown).toEqual([]);
  });
});
