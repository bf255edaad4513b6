import { BadGatewayException, ServiceUnavailableException } from '@nestjs/common';
import {
  type CustomerDevice,
  DEVICE_CLOUD_MESSAGES,
  type DeviceCloudContact,
  type DeviceCloudStatus,
  type FunctionalAppScreen,
  type PlaygroundDeviceQuery,
} from '@oak/shared';
import { type Clock as SimulatorClock, type DutRegistry, type VirtualDut } from '@oak/simulator';
import { type DeviceActivity, DeviceCloud } from '../modules/device-cloud/device-cloud.port';

/**
 * The device cloud of the virtual lab, in process: the simulator's devices
 * answered as its emulator answers them over HTTP (the same activity window,
 * to the second, newest first; a device named by serial and type; a status
 * offline before muted), without a socket, so a family's whole run on the
 * virtual devices takes milliseconds. Calls the runner never makes are refused.
 */
export class VirtualDeviceCloud extends DeviceCloud {
  constructor(
    private readonly registry: DutRegistry,
    private readonly clock: SimulatorClock,
  ) {
    super();
  }

  devicesOf(customerId: string): Promise<CustomerDevice[]> {
    return Promise.resolve(
      this.registry
        .dutsOfCustomer(customerId)
        .map(({ name, dsn, deviceType, buildInfo, amazonId, proxyEnabled }) => ({
          name,
          dsn,
          amazonId,
          proxyEnabled,
          metadata: { namespace: 'oak-virtual-lab', typeId: deviceType, buildInfo },
        })),
    );
  }

  customerOf(device: PlaygroundDeviceQuery): Promise<string | undefined> {
    return Promise.resolve(this.registry.dut(device.deviceserial)?.customerId);
  }

  latestActivity(device: PlaygroundDeviceQuery, limit: number, untilMs?: number): Promise<DeviceActivity[]> {
    const untilS = untilMs === undefined ? Number.MAX_SAFE_INTEGER / 1000 : Math.floor(untilMs / 1000);
    // As the emulator reads its query: epoch seconds, the end covering its whole second, and what
    // the device did until now (its false wakes in the noise so far) among it.
    return this.answer(device, (dut) => {
      dut.catchUp();
      return dut.activity.between(0, untilS * 1000 + 999, limit).map((item) => ({
        utteranceId: item.utteranceId,
        heardText: item.heardText,
        intent: item.intent,
        responseText: item.response,
        falseWake: item.falseWake ?? false,
        startedMs: item.startTime,
        ...(item.responseTime === undefined ? {} : { respondedMs: item.responseTime }),
      }));
    });
  }

  status(device: PlaygroundDeviceQuery): Promise<DeviceCloudStatus> {
    return this.answer(device, (dut) => dut.status);
  }

  appScreen(device: PlaygroundDeviceQuery, screen: FunctionalAppScreen): Promise<string> {
    return this.answer(device, (dut) => dut.appScreen(screen, this.clock.now()));
  }

  saveContacts(ownerCustomerId: string, contacts: readonly DeviceCloudContact[]): Promise<void> {
    this.registry.comms.saveContacts(ownerCustomerId, contacts);
    return Promise.resolve();
  }

  setDeviceFeature(): Promise<string> {
    return this.refused();
  }

  sendDirective(): Promise<string> {
    return this.refused();
  }

  call(): Promise<Response> {
    return this.refused();
  }

  /** What the device named by serial and type answers; a device the cloud does not know, as a 502. */
  private answer<T>(device: PlaygroundDeviceQuery, read: (dut: VirtualDut) => T): Promise<T> {
    const dut = this.registry.dut(device.deviceserial);
    if (!dut || dut.deviceType !== device.devicetype)
      return Promise.reject(new BadGatewayException(DEVICE_CLOUD_MESSAGES.unreadable));
    return Promise.resolve(read(dut));
  }

  private refused<T>(): Promise<T> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }
}
