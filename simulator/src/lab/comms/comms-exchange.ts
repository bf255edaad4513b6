import { ACM_EVENTS, COMMS_INTENTS, type CommsIntent } from '@oak/shared';
import { normaliseUtterance } from '../assistant/utterance-text.util';
import { type DutComms, type VirtualDut } from '../devices/virtual-dut';

/** A saved contact of an account: who it reaches, and which of its devices take calls and drop ins. */
export interface CommsContact {
  readonly name: string;
  readonly customerId: string;
  /** The contact's devices by DSN; all of its devices when absent or empty. */
  readonly devices?: readonly string[];
}

/** What the comms service made of a command: the device's answer, and whether it waits for a reply. */
export interface CommsAnswer {
  readonly response: string;
  /** The answer is a question: the device listens for the reply without a wake word. */
  readonly listen?: boolean;
}

/** Where the comms service finds the devices. */
export interface CommsDirectory {
  dut(dsn: string): VirtualDut | undefined;
  dutsOfCustomer(customerId: string): VirtualDut[];
}

interface Session {
  readonly kind: 'call' | 'dropIn';
  readonly caller: VirtualDut;
  readonly ringing: Set<VirtualDut>;
  readonly connected: Set<VirtualDut>;
  /** Devices whose media the session paused, to resume when it ends. */
  readonly paused: Set<VirtualDut>;
}

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;
/** The name a user says to drop in on every other device of their own account. */
const HOME = 'home';

function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/**
 * The assistant cloud's communications between the virtual devices: calls
 * that ring every device of a contact, answer, decline and hang up; drop ins
 * on the own home or on a contact, asking which device when a contact has
 * several; messages; do not disturb. A device's media pauses while it is in
 * a call and resumes after. What a device does by itself shows in its
 * activity as an event item (ACM_EVENTS).
 */
export class CommsExchange implements DutComms {
  private readonly contacts = new Map<string, Map<string, CommsContact>>();
  private readonly doNotDisturb = new Set<string>();
  private readonly inboxes = new Map<string, { readonly from: string; readonly text: string }[]>();
  private readonly sessions = new Set<Session>();
  private readonly choices = new Map<string, readonly VirtualDut[]>();

  constructor(private readonly directory: CommsDirectory) {}

  /** Saves contacts in an account's address book, replacing those of the same name. */
  saveContacts(ownerCustomerId: string, contacts: readonly CommsContact[]): void {
    const book = this.contacts.get(ownerCustomerId) ?? new Map<string, CommsContact>();
    for (const contact of contacts) book.set(normaliseUtterance(contact.name), contact);
    this.contacts.set(ownerCustomerId, book);
  }

  contactsOf(ownerCustomerId: string): CommsContact[] {
    return [...(this.contacts.get(ownerCustomerId)?.values() ?? [])];
  }

  isInSession(dut: VirtualDut): boolean {
    return this.sessionOf(dut) !== undefined;
  }

  /** Answers a comms intent a device took at `atMs` (when its answer starts). */
  handle(
    dut: VirtualDut,
    intent: CommsIntent,
    slots: Readonly<Record<string, string>>,
    atMs: number,
  ): CommsAnswer {
    switch (intent) {
      case COMMS_INTENTS.call:
        return this.call(dut, slots.contact ?? '', atMs);
      case COMMS_INTENTS.answerCall:
        return this.answer(dut, atMs);
      case COMMS_INTENTS.declineCall:
        return this.decline(dut, atMs);
      case COMMS_INTENTS.hangUp:
        return this.hangUp(dut, atMs);
      case COMMS_INTENTS.dropIn:
        return this.dropIn(dut, slots.target ?? '', atMs);
      case COMMS_INTENTS.selectDevice:
        return this.select(dut, slots.ordinal ?? '', atMs);
      case COMMS_INTENTS.sendMessage:
        return this.sendMessage(dut, slots.contact ?? '', slots.message ?? '', atMs);
      case COMMS_INTENTS.readMessages:
        return this.readMessages(dut);
      case COMMS_INTENTS.doNotDisturbOn:
        this.doNotDisturb.add(dut.dsn);
        return { response: 'Do not disturb is on.' };
      case COMMS_INTENTS.doNotDisturbOff:
        this.doNotDisturb.delete(dut.dsn);
        return { response: 'Do not disturb is off.' };
      default:
        return { response: "Sorry, I can't do that." };
    }
  }

  private call(dut: VirtualDut, name: string, atMs: number): CommsAnswer {
    if (this.sessionOf(dut)) return { response: "You're already on a call." };
    const contact = this.contact(dut.customerId, name);
    if (!contact) return { response: `I couldn't find a contact named ${name}.` };
    const targets = this.reachable(this.devicesOf(contact));
    const label = titleCase(contact.name);
    if (!targets.length) return this.unavailable(dut, label, atMs);
    const session: Session = {
      kind: 'call',
      caller: dut,
      ringing: new Set(targets),
      connected: new Set(),
      paused: new Set(),
    };
    this.sessions.add(session);
    this.pause(session, dut, atMs);
    const from = this.nameFor(targets[0].customerId, dut);
    for (const target of targets) {
      this.pause(session, target, atMs);
      target.notify(ACM_EVENTS.incomingCall, `Incoming call from ${from}.`, atMs, { from });
    }
    return { response: `Calling ${label}.` };
  }

  private answer(dut: VirtualDut, atMs: number): CommsAnswer {
    const session = [...this.sessions].find((candidate) => candidate.ringing.has(dut));
    if (!session) return { response: "There's no call to answer." };
    session.ringing.delete(dut);
    session.connected.add(dut);
    for (const other of session.ringing) {
      other.notify(ACM_EVENTS.answeredElsewhere, 'The call was answered on another device.', atMs);
      this.resume(session, other, atMs);
    }
    session.ringing.clear();
    session.caller.notify(ACM_EVENTS.callConnected, `Connected to ${dut.name}.`, atMs);
    return { response: '' };
  }

  private decline(dut: VirtualDut, atMs: number): CommsAnswer {
    const session = [...this.sessions].find((candidate) => candidate.ringing.has(dut));
    if (!session) return { response: "There's no call to decline." };
    const name = this.nameFor(session.caller.customerId, dut);
    session.caller.notify(ACM_EVENTS.callDeclined, `${name} declined the call.`, atMs);
    for (const other of session.ringing) {
      if (other !== dut) other.notify(ACM_EVENTS.callEnded, 'The call ended.', atMs);
    }
    this.end(session, atMs);
    return { response: '' };
  }

  private hangUp(dut: VirtualDut, atMs: number): CommsAnswer {
    const session = this.sessionOf(dut);
    if (!session) return { response: "There's no call to end." };
    for (const party of [session.caller, ...session.ringing, ...session.connected]) {
      if (party !== dut) party.notify(ACM_EVENTS.callEnded, 'The call ended.', atMs);
    }
    this.end(session, atMs);
    return { response: '' };
  }

  private dropIn(dut: VirtualDut, target: string, atMs: number): CommsAnswer {
    if (this.sessionOf(dut)) return { response: "You're already on a call." };
    if (normaliseUtterance(target) === HOME) {
      const others = this.reachable(
        this.directory.dutsOfCustomer(dut.customerId).filter((other) => other !== dut),
      );
      if (!others.length) return this.unavailable(dut, 'Your other devices', atMs);
      this.connectDropIn(dut, others, atMs);
      return { response: 'Dropping in on home.' };
    }
    const contact = this.contact(dut.customerId, target);
    if (!contact) return { response: `I couldn't find a contact named ${target}.` };
    const label = titleCase(contact.name);
    const devices = this.reachable(this.devicesOf(contact));
    if (!devices.length) return this.unavailable(dut, label, atMs);
    if (devices.length === 1) {
      this.connectDropIn(dut, devices, atMs);
      return { response: `Dropping in on ${label}.` };
    }
    const offered = devices.slice(0, ORDINALS.length);
    this.choices.set(dut.dsn, offered);
    const names = offered.map((device, index) => `the ${ORDINALS[index]} one, ${device.name}`).join('; ');
    return { response: `${label} has ${offered.length} devices: ${names}. Which one?`, listen: true };
  }

  private select(dut: VirtualDut, ordinal: string, atMs: number): CommsAnswer {
    const offered = this.choices.get(dut.dsn);
    this.choices.delete(dut.dsn);
    const chosen = offered?.[ORDINALS.indexOf(ordinal as (typeof ORDINALS)[number])];
    if (!chosen) return { response: "Sorry, I'm not sure which one you mean." };
    if (!this.reachable([chosen]).length) return this.unavailable(dut, chosen.name, atMs);
    this.connectDropIn(dut, [chosen], atMs);
    return { response: `Dropping in on ${chosen.name}.` };
  }

  private sendMessage(dut: VirtualDut, name: string, text: string, atMs: number): CommsAnswer {
    const contact = this.contact(dut.customerId, name);
    if (!contact) return { response: `I couldn't find a contact named ${name}.` };
    const from = this.nameFor(contact.customerId, dut);
    const inbox = this.inboxes.get(contact.customerId) ?? [];
    inbox.push({ from, text });
    this.inboxes.set(contact.customerId, inbox);
    for (const device of this.devicesOf(contact).filter((candidate) => candidate.online)) {
      device.notify(ACM_EVENTS.messageReceived, `New message from ${from}.`, atMs, { from });
    }
    return { response: 'Message sent.' };
  }

  private readMessages(dut: VirtualDut): CommsAnswer {
    const inbox = this.inboxes.get(dut.customerId) ?? [];
    this.inboxes.delete(dut.customerId);
    if (!inbox.length) return { response: 'You have no new messages.' };
    const count = inbox.length === 1 ? 'one new message' : `${inbox.length} new messages`;
    return {
      response: `You have ${count}. ${inbox.map((message) => `Message from ${message.from}: ${message.text}.`).join(' ')}`,
    };
  }

  private connectDropIn(dut: VirtualDut, targets: readonly VirtualDut[], atMs: number): void {
    const session: Session = {
      kind: 'dropIn',
      caller: dut,
      ringing: new Set(),
      connected: new Set(targets),
      paused: new Set(),
    };
    this.sessions.add(session);
    this.pause(session, dut, atMs);
    for (const target of targets) {
      this.pause(session, target, atMs);
      const from = this.nameFor(target.customerId, dut);
      target.notify(ACM_EVENTS.dropInConnected, `${from} dropped in.`, atMs, { from });
    }
  }

  private unavailable(dut: VirtualDut, label: string, atMs: number): CommsAnswer {
    const response = `${label} isn't available right now.`;
    dut.notify(ACM_EVENTS.callUnavailable, response, atMs);
    return { response };
  }

  private end(session: Session, atMs: number): void {
    this.sessions.delete(session);
    for (const device of session.paused) device.resumeMedia(atMs);
  }

  private pause(session: Session, dut: VirtualDut, atMs: number): void {
    if (dut.pauseMedia(atMs)) session.paused.add(dut);
  }

  private resume(session: Session, dut: VirtualDut, atMs: number): void {
    if (session.paused.delete(dut)) dut.resumeMedia(atMs);
  }

  private sessionOf(dut: VirtualDut): Session | undefined {
    return [...this.sessions].find(
      (session) => session.caller === dut || session.ringing.has(dut) || session.connected.has(dut),
    );
  }

  private contact(ownerCustomerId: string, name: string): CommsContact | undefined {
    return this.contacts.get(ownerCustomerId)?.get(normaliseUtterance(name));
  }

  private devicesOf(contact: CommsContact): VirtualDut[] {
    if (!contact.devices?.length) return this.directory.dutsOfCustomer(contact.customerId);
    return contact.devices.flatMap((dsn) => {
      const dut = this.directory.dut(dsn);
      return dut && dut.customerId === contact.customerId ? [dut] : [];
    });
  }

  /** The devices that can take a call now: online, not on do not disturb, not in a call. */
  private reachable(devices: readonly VirtualDut[]): VirtualDut[] {
    return devices.filter(
      (device) => device.online && !this.doNotDisturb.has(device.dsn) && !this.sessionOf(device),
    );
  }

  /** How an account knows a caller: its contact's name, else the caller's account e-mail. */
  private nameFor(recipientCustomerId: string, caller: VirtualDut): string {
    const known = this.contactsOf(recipientCustomerId).find(
      (contact) => contact.customerId === caller.customerId,
    );
    return known ? titleCase(known.name) : caller.email;
  }
}
