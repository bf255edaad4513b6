import { Injectable, NotFoundException } from '@nestjs/common';
import {
  type CustomerDevice,
  DEVICE_CLOUD_MESSAGES,
  DEVICE_LIST_CACHE_MS,
  type PlaygroundDeviceQuery,
} from '@oak/shared';
import { CustomersService } from '../customers/customers.service';
import { DeviceCloud } from './device-cloud.port';
import { Clock } from '../clock/clock';

interface Cached<T> {
  readonly value: T;
  readonly until: number;
}

/** Most cache entries kept per map before the oldest go (chosen; a company has a few dozen devices). */
const MAX_CACHED = 10_000;

/**
 * A company's devices as the device cloud knows them: a customer's device
 * list (kept DEVICE_LIST_CACHE_MS unless refreshed) and whether a device
 * belongs to one of the company's customer ids, which every playground call
 * is checked against.
 */
@Injectable()
export class DevicesService {
  private readonly lists = new Map<string, Cached<CustomerDevice[]>>();
  private readonly owners = new Map<string, Cached<string>>();

  constructor(
    private readonly deviceCloud: DeviceCloud,
    private readonly customers: CustomersService,
    private readonly clock: Clock,
  ) {}

  /** The devices of one of the company's customer ids; another company's or an unknown id is a 404. */
  async devicesOf(companyId: string, customerId: string, forceRefresh: boolean): Promise<CustomerDevice[]> {
    await this.customers.ownedCustomer(companyId, customerId);
    const cached = this.lists.get(customerId);
    if (!forceRefresh && cached && cached.until > this.clock.nowMs()) return cached.value;
    const devices = await this.deviceCloud.devicesOf(customerId);
    remember(this.lists, customerId, devices, this.clock.nowMs());
    return devices;
  }

  /** Passes when the device is registered to one of the company's customer ids; else a 404 naming it. */
  async assertCompanyDevice(companyId: string, device: PlaygroundDeviceQuery): Promise<void> {
    const key = `${device.deviceserial}\u0000${device.devicetype}`;
    const cached = this.owners.get(key);
    let customerId = cached && cached.until > this.clock.nowMs() ? cached.value : undefined;
    if (customerId === undefined) {
      customerId = await this.deviceCloud.customerOf(device);
      // Only a known device is kept: one registered a moment later is found on the next call.
      if (customerId !== undefined) remember(this.owners, key, customerId, this.clock.nowMs());
    }
    if (!customerId || !(await this.customers.isOwnedBy(companyId, customerId))) {
      throw new NotFoundException(DEVICE_CLOUD_MESSAGES.deviceNotFound(device.deviceserial));
    }
  }
}

function remember<T>(map: Map<string, Cached<T>>, key: string, value: T, nowMs: number): void {
  map.delete(key);
  map.set(key, { value, until: nowMs + DEVICE_LIST_CACHE_MS });
  if (map.size > MAX_CACHED) map.delete(map.keys().next().value!);
}
