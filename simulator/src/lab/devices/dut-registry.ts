import { CommsExchange } from '../comms/comms-exchange';
import { type VirtualDut } from './virtual-dut';
import { type VirtualRoom } from '../room/virtual-room';

export interface DutRegistrySources {
  /** Rooms are read live: a DUT added to a room later is found too. */
  readonly rooms?: readonly VirtualRoom[];
  /** DUTs in no room, e.g. for a device-cloud emulator on its own. */
  readonly duts?: readonly VirtualDut[];
}

export interface VirtualCustomer {
  readonly customerId: string;
  readonly email: string;
}

/**
 * Every virtual DUT the device cloud knows, by DSN and by customer: the
 * rooms' DUTs and any standalone ones. A DSN found twice is the first one's.
 */
export class DutRegistry {
  private readonly rooms: VirtualRoom[];
  private readonly standalone: readonly VirtualDut[];
  /** Calls, drop ins and messages between the registry's devices, with each account's contacts. */
  readonly comms: CommsExchange;

  constructor(sources: DutRegistrySources) {
    this.comms = new CommsExchange(this);
    this.rooms = [...(sources.rooms ?? [])];
    this.standalone = sources.duts ?? [];
    const dsns = this.standalone.map((dut) => dut.dsn);
    const repeated = dsns.find((dsn, index) => dsns.indexOf(dsn) !== index);
    if (repeated) throw new Error(`Two DUTs share the DSN ${repeated}`);
  }

  /** Rooms stood up after the registry: their DUTs are found too. */
  addRooms(rooms: readonly VirtualRoom[]): void {
    this.rooms.push(...rooms.filter((room) => !this.rooms.includes(room)));
  }

  get duts(): readonly VirtualDut[] {
    const byDsn = new Map<string, VirtualDut>();
    for (const dut of [...this.rooms.flatMap((room) => room.duts), ...this.standalone]) {
      if (!byDsn.has(dut.dsn)) byDsn.set(dut.dsn, dut);
    }
    return [...byDsn.values()];
  }

  dut(dsn: string): VirtualDut | undefined {
    return this.duts.find((dut) => dut.dsn === dsn);
  }

  /** The customers owning a DUT, in the order their first DUT is found. */
  customers(): VirtualCustomer[] {
    const byId = new Map<string, VirtualCustomer>();
    for (const { customerId, email } of this.duts) {
      if (!byId.has(customerId)) byId.set(customerId, { customerId, email });
    }
    return [...byId.values()];
  }

  dutsOfCustomer(customerId: string): VirtualDut[] {
    return this.duts.filter((dut) => dut.customerId === customerId);
  }
}
