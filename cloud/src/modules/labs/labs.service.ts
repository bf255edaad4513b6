import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  type AgentCapabilities,
  type AgentDesiredResources,
  type Lab,
  type LabPreference,
  type LabProvisioningRequest,
  LOCATIONS,
  MQTT_SERVICE_USERNAME,
  PI_MESSAGES,
  type Pi,
  agentCapabilitiesSchema,
  isValidThingName,
  toLocationId,
} from '@oak/shared';
import { isUuid, ownedOr404 } from '../../common/company-scope.util';
import { UsersService } from '../auth/users.service';
import { LabRecord } from './lab.entity';
import { ThingRecord } from './thing.entity';
import { Clock } from '../clock/clock';

/** The lab as the API shows it (doc 2 §3); its preference places the Pis that have a location. */
export function toLabDto(lab: LabRecord, things: readonly ThingRecord[]): Lab {
  const placed = things.filter((thing) => thing.location);
  const preference: LabPreference | null = placed.length
    ? {
        actor_mapping_preference: Object.fromEntries(
          placed.map((thing) => [thing.id, { name: thing.name, location: thing.location! }]),
        ),
      }
    : null;
  return {
    id: lab.id,
    name: lab.name,
    companyId: lab.companyId,
    address: lab.address,
    createdAt: lab.createdAt.toISOString(),
    updatedAt: lab.updatedAt.toISOString(),
    lock: lab.lock,
    preference,
    region: lab.region,
    // A lab is the group of its things; OAK needs no cloud-provider ARN.
    thingGroupArn: null,
    thingGroupId: lab.id,
    thingGroupName: lab.name,
  };
}

/** A Pi as the API shows it: online while its status topic says so. */
export function toPiDto(thing: ThingRecord): Pi {
  return {
    id: thing.id,
    name: thing.name,
    thingName: thing.thingName,
    connected: thing.connected,
    labId: thing.labId,
    status: thing.connected ? 'online' : 'offline',
    // What its lab controller last reported (doc 1 §4.8), kept with its shadow.
    controllerState: thing.shadow?.labController ?? null,
    capabilities: capabilitiesOf(thing),
  };
}

/**
 * What a Pi's shadow last reported it can do (its actions and their programs),
 * for admission and the Pi list; null when its agent reports none (older
 * agents) or the stored report is not one.
 */
export function capabilitiesOf(thing: ThingRecord): AgentCapabilities | null {
  const parsed = agentCapabilitiesSchema.safeParse(thing.shadow?.capabilities);
  return parsed.success ? parsed.data : null;
}

/** Labs and their Pis, each visible only to its own company (doc 2 §6). */
@Injectable()
export class LabsService {
  constructor(
    @InjectRepository(LabRecord) private readonly labs: Repository<LabRecord>,
    @InjectRepository(ThingRecord) private readonly things: Repository<ThingRecord>,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async listForCompany(companyId: string): Promise<Lab[]> {
    const labs = await this.labs.find({ where: { companyId }, order: { name: 'ASC' } });
    if (!labs.length) return [];
    const things = await this.things.find({ where: { labId: In(labs.map((lab) => lab.id)) } });
    return labs.map((lab) =>
      toLabDto(
        lab,
        things.filter((thing) => thing.labId === lab.id),
      ),
    );
  }

  async labOfCompany(companyId: string, labId: string): Promise<LabRecord> {
    const lab = isUuid(labId) ? await this.labs.findOne({ where: { id: labId } }) : null;
    return ownedOr404(lab, companyId, 'Lab');
  }

  async thingsOfLab(companyId: string, labId: string): Promise<ThingRecord[]> {
    const lab = await this.labOfCompany(companyId, labId);
    return this.things.find({ where: { labId: lab.id }, order: { name: 'ASC' } });
  }

  /** The Pis of a lab the company holds, in one read: none when it holds no such lab (a run's own lab). */
  pisOfOwnLab(companyId: string, labId: string): Promise<ThingRecord[]> {
    return this.things.find({ where: { labId, lab: { companyId } }, order: { name: 'ASC' } });
  }

  /**
   * A lab's Pis, for the runner, which knows the lab from the queue its job
   * came from (a job's lab is its company's: the job was refused otherwise).
   */
  pisOfLab(labId: string): Promise<ThingRecord[]> {
    return this.things.find({ where: { labId }, order: { name: 'ASC' } });
  }

  async thingInLab(
    companyId: string,
    labId: string,
    thingId: string,
  ): Promise<{ lab: LabRecord; thing: ThingRecord }> {
    const lab = await this.labOfCompany(companyId, labId);
    const thing = isUuid(thingId)
      ? await this.things.findOne({ where: { id: thingId, labId: lab.id } })
      : null;
    if (!thing) throw new NotFoundException(PI_MESSAGES.notFound);
    return { lab, thing };
  }

  async thingOfCompany(companyId: string, thingId: string): Promise<{ lab: LabRecord; thing: ThingRecord }> {
    const thing = isUuid(thingId)
      ? await this.things.findOne({ where: { id: thingId }, relations: { lab: true } })
      : null;
    if (!thing?.lab || thing.lab.companyId !== companyId) throw new NotFoundException(PI_MESSAGES.notFound);
    return { lab: thing.lab, thing };
  }

  thingNamed(thingName: string): Promise<ThingRecord | null> {
    return this.things.findOne({ where: { thingName } });
  }

  /** The Pi behind an MQTT topic of the company, or 404 when it is another company's or unknown. */
  async thingNamedInCompany(companyId: string, thingName: string): Promise<ThingRecord> {
    const thing = await this.things.findOne({ where: { thingName }, relations: { lab: true } });
    if (!thing?.lab || thing.lab.companyId !== companyId) throw new NotFoundException(PI_MESSAGES.notFound);
    return thing;
  }

  // Administration (the `oak lab` and `oak pi` commands).

  async createLab(
    companyName: string,
    name: string,
    details: { region?: string; address?: string } = {},
  ): Promise<LabRecord> {
    const company = await this.users.companyNamed(companyName);
    const trimmed = name.trim();
    if (!trimmed) throw new BadRequestException('A lab needs a name');
    if (await this.labs.exists({ where: { companyId: company.id, name: trimmed } })) {
      throw new ConflictException(`${companyName} already has a lab named ${trimmed}`);
    }
    return this.labs.save(
      this.labs.create({
        name: trimmed,
        companyId: company.id,
        region: details.region ?? null,
        address: details.address ?? null,
      }),
    );
  }

  async labNamed(companyName: string, labName: string): Promise<LabRecord> {
    const company = await this.users.companyNamed(companyName);
    const lab = await this.labs.findOne({ where: { companyId: company.id, name: labName } });
    if (!lab) throw new NotFoundException(`${companyName} has no lab named ${labName}`);
    return lab;
  }

  async addThing(
    companyName: string,
    labName: string,
    thingName: string,
    details: { name?: string; location?: string } = {},
  ): Promise<ThingRecord> {
    const lab = await this.labNamed(companyName, labName);
    if (!isValidThingName(thingName)) {
      throw new BadRequestException(
        `${JSON.stringify(thingName)} is not a valid thing name: letters, digits, '_', '.', ':' and '-', starting with a letter or digit, at most 128`,
      );
    }
    if (thingName === MQTT_SERVICE_USERNAME) {
      throw new BadRequestException(`${thingName} is the cloud's own MQTT user and cannot name a Pi`);
    }
    let location: string | null = null;
    if (details.location !== undefined) {
      location = toLocationId(details.location) ?? null;
      if (!location) {
        throw new BadRequestException(
          `Unknown location ${JSON.stringify(details.location)}; one of ${LOCATIONS.map((l) => l.id).join(', ')}`,
        );
      }
    }
    if (await this.things.exists({ where: { thingName } })) {
      throw new ConflictException(`A Pi named ${thingName} exists already`);
    }
    return this.things.save(
      this.things.create({ labId: lab.id, thingName, name: details.name?.trim() || thingName, location }),
    );
  }

  /**
   * Provisioning: the lab of that name in the company, created when missing,
   * with its Pis created or updated; a Pi of that name in another lab is a 409.
   */
  async provisionLab(request: LabProvisioningRequest): Promise<{ lab: LabRecord; things: ThingRecord[] }> {
    const company = await this.users.companyNamed(request.company);
    let lab = await this.labs.findOne({ where: { companyId: company.id, name: request.name } });
    if (!lab) {
      lab = await this.labs.save(
        this.labs.create({
          name: request.name,
          companyId: company.id,
          region: request.region ?? null,
          address: request.address ?? null,
        }),
      );
    } else if (request.region !== undefined || request.address !== undefined) {
      lab.region = request.region ?? lab.region;
      lab.address = request.address ?? lab.address;
      lab = await this.labs.save(lab);
    }
    const things: ThingRecord[] = [];
    for (const pi of request.pis) {
      if (pi.thingName === MQTT_SERVICE_USERNAME) {
        throw new BadRequestException(`${pi.thingName} is the cloud's own MQTT user and cannot name a Pi`);
      }
      const existing = await this.things.findOne({ where: { thingName: pi.thingName } });
      if (existing && existing.labId !== lab.id) {
        throw new ConflictException(`A Pi named ${pi.thingName} belongs to another lab`);
      }
      const thing = existing ?? this.things.create({ labId: lab.id, thingName: pi.thingName });
      thing.name = pi.name ?? existing?.name ?? pi.thingName;
      thing.location = pi.location ?? existing?.location ?? null;
      things.push(await this.things.save(thing));
    }
    return { lab, things };
  }

  async describeLabs(companyName: string): Promise<string[]> {
    const company = await this.users.companyNamed(companyName);
    const labs = await this.labs.find({ where: { companyId: company.id }, order: { name: 'ASC' } });
    const lines: string[] = [];
    for (const lab of labs) {
      const things = await this.things.find({ where: { labId: lab.id }, order: { name: 'ASC' } });
      lines.push(`${lab.name} (${lab.id})${lab.lock ? ' locked' : ''}`);
      for (const thing of things) {
        lines.push(
          `  ${thing.thingName} (${thing.id}) ${thing.connected ? 'online' : 'offline'}${thing.location ? ` at ${thing.location}` : ''}${thing.agentVersion ? ` agent ${thing.agentVersion}` : ''}`,
        );
      }
    }
    return lines;
  }

  // Presence and shadow, from the Pis' own topics.

  async markConnected(thingName: string, connected: boolean): Promise<boolean> {
    const result = await this.things.update({ thingName }, { connected, statusChangedAt: this.clock.now() });
    return (result.affected ?? 0) > 0;
  }

  /** Records the resources a Pi is to hold, as published in its desired shadow. */
  async setDesiredResources(thingId: string, desired: AgentDesiredResources): Promise<void> {
    await this.things.update({ id: thingId }, { desiredResources: desired });
  }

  async storeShadow(thingName: string, shadow: ThingRecord['shadow']): Promise<boolean> {
    const result = await this.things.update(
      { thingName },
      // jsonb takes the object as it is; TypeORM's deep-partial type cannot follow a loose record.
      {
        shadow: shadow as never,
        shadowUpdatedAt: this.clock.now(),
        agentVersion: shadow?.agentVersion ?? null,
      },
    );
    return (result.affected ?? 0) > 0;
  }
}
