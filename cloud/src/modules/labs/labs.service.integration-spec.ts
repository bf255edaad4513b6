import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { MQTT_SERVICE_USERNAME, PI_MESSAGES } from '@oak/shared';
import { seed, useTestDataSource } from '../../testing/test-data-source';
import { typedFake } from '../../testing/typed-fake';
import { Company } from '../auth/company.entity';
import { type UsersService } from '../auth/users.service';
import { LabRecord } from './lab.entity';
import { LabsService } from './labs.service';
import { ThingRecord } from './thing.entity';
import { TestClock } from '../../testing/test-clock';

/** An id no record has: well formed, so it reaches the lookup. */
const UNKNOWN_ID = 'ffffffff-ffff-4fff-8fff-ffffffffffff';

/** LabsService on Postgres: company scoping, names unique per company and thing names across all. */
describe('LabsService', () => {
  const data = useTestDataSource();
  let clock: TestClock;
  let sut: LabsService;
  let acme: Company;
  let other: Company;

  beforeEach(async () => {
    clock = new TestClock();
    const companies = data().getRepository(Company);
    [acme, other] = (await seed(data(), Company, { name: 'Acme Audio' }, { name: 'Other Audio' })) as [
      Company,
      Company,
    ];
    const users = typedFake<UsersService>('UsersService', {
      companyNamed: async (name) => {
        const company = await companies.findOne({ where: { name: name.trim() } });
        if (!company) throw new BadRequestException(`There is no company named ${name.trim()}`);
        return company;
      },
    });
    sut = new LabsService(data().getRepository(LabRecord), data().getRepository(ThingRecord), users, clock);
  });

  describe('company scoping', () => {
    it("lists only the company's labs, by name, each with its lock and its placed Pis as its preference", async () => {
      await sut.createLab('Acme Audio', 'Zeta Lab');
      const bench = await sut.createLab('Acme Audio', 'Bench Lab');
      await sut.createLab('Other Audio', 'Their Lab');
      const speaker = await sut.addThing('Acme Audio', 'Bench Lab', 'bench-pi-1', { location: '0.9m-90deg' });
      await sut.addThing('Acme Audio', 'Bench Lab', 'bench-pi-2');
      await data().getRepository(LabRecord).update({ id: bench.id }, { lock: 1 });

      const labs = await sut.listForCompany(acme.id);

      expect(labs.map((lab) => [lab.name, lab.lock])).toEqual([
        ['Bench Lab', 1],
        ['Zeta Lab', 0],
      ]);
      expect(labs[0]!.preference).toEqual({
        actor_mapping_preference: { [speaker.id]: { name: 'bench-pi-1', location: '0.9m-90deg' } },
      });
      expect(labs[1]!.preference).toBeNull();
      expect((await sut.listForCompany(other.id)).map((lab) => lab.name)).toEqual(['Their Lab']);
    });

    it("answers another company's lab, an unknown id and a non-id alike: not found", async () => {
      const theirs = await sut.createLab('Other Audio', 'Their Lab');
      for (const id of [theirs.id, UNKNOWN_ID, "1' OR '1'='1"]) {
        await expect(sut.labOfCompany(acme.id, id)).rejects.toThrow(new NotFoundException('Lab not found'));
        await expect(sut.thingsOfLab(acme.id, id)).rejects.toThrow(NotFoundException);
      }
      await expect(sut.labOfCompany(other.id, theirs.id)).resolves.toMatchObject({ name: 'Their Lab' });
    });

    it("answers another company's Pi as not found, by id, in a lab, or by its thing name", async () => {
      await sut.createLab('Other Audio', 'Their Lab');
      const theirPi = await sut.addThing('Other Audio', 'Their Lab', 'their-pi-1');
      const ours = await sut.createLab('Acme Audio', 'Bench Lab');
      const notFound = new NotFoundException(PI_MESSAGES.notFound);

      await expect(sut.thingOfCompany(acme.id, theirPi.id)).rejects.toThrow(notFound);
      await expect(sut.thingInLab(acme.id, ours.id, theirPi.id)).rejects.toThrow(notFound);
      await expect(sut.thingNamedInCompany(acme.id, 'their-pi-1')).rejects.toThrow(notFound);
      await expect(sut.pisOfOwnLab(acme.id, theirPi.labId)).resolves.toEqual([]);
      await expect(sut.thingOfCompany(other.id, theirPi.id)).resolves.toMatchObject({
        lab: { name: 'Their Lab' },
        thing: { thingName: 'their-pi-1' },
      });
      expect((await sut.pisOfOwnLab(other.id, theirPi.labId)).map((pi) => pi.thingName)).toEqual([
        'their-pi-1',
      ]);
    });
  });

  describe('creating labs', () => {
    it('trims the name, and refuses an empty one or one the company has already', async () => {
      await expect(sut.createLab('Acme Audio', '  Bench Lab ', { region: 'eu' })).resolves.toMatchObject({
        name: 'Bench Lab',
        companyId: acme.id,
        region: 'eu',
        address: null,
        lock: 0,
      });
      await expect(sut.createLab('Acme Audio', '   ')).rejects.toThrow(
        new BadRequestException('A lab needs a name'),
      );
      await expect(sut.createLab('Acme Audio', 'Bench Lab')).rejects.toThrow(
        new ConflictException('Acme Audio already has a lab named Bench Lab'),
      );
      // Another company may use the same name.
      await expect(sut.createLab('Other Audio', 'Bench Lab')).resolves.toMatchObject({ companyId: other.id });
      await expect(sut.createLab('Nobody', 'Lab')).rejects.toThrow('There is no company named Nobody');
    });
  });

  describe('registering Pis', () => {
    beforeEach(() => sut.createLab('Acme Audio', 'Bench Lab'));

    it('names a Pi by its thing name unless given one, and places it by a location id or label', async () => {
      const plain = await sut.addThing('Acme Audio', 'Bench Lab', 'bench-pi-1');
      expect(plain).toMatchObject({
        thingName: 'bench-pi-1',
        name: 'bench-pi-1',
        location: null,
        connected: false,
      });
      const placed = await sut.addThing('Acme Audio', 'Bench Lab', 'bench-pi-2', {
        name: ' Noise ',
        location: '1.8 m 135 deg',
      });
      expect(placed).toMatchObject({ name: 'Noise', location: '1.8m-135deg' });
    });

    it("refuses a bad thing name, the cloud's own MQTT user, an unknown location and a taken thing name", async () => {
      await expect(sut.addThing('Acme Audio', 'Bench Lab', 'bad name!')).rejects.toThrow(
        /^"bad name!" is not a valid thing name/,
      );
      await expect(sut.addThing('Acme Audio', 'Bench Lab', MQTT_SERVICE_USERNAME)).rejects.toThrow(
        `${MQTT_SERVICE_USERNAME} is the cloud's own MQTT user and cannot name a Pi`,
      );
      await expect(
        sut.addThing('Acme Audio', 'Bench Lab', 'bench-pi-1', { location: 'roof' }),
      ).rejects.toThrow(/^Unknown location "roof"; one of 1\.8m-135deg, /);
      // Thing names name MQTT topics: unique across every company.
      await sut.createLab('Other Audio', 'Their Lab');
      await sut.addThing('Other Audio', 'Their Lab', 'shared-name');
      await expect(sut.addThing('Acme Audio', 'Bench Lab', 'shared-name')).rejects.toThrow(
        new ConflictException('A Pi named shared-name exists already'),
      );
      await expect(sut.addThing('Acme Audio', 'No Lab', 'bench-pi-9')).rejects.toThrow(
        'Acme Audio has no lab named No Lab',
      );
      expect((await data().getRepository(ThingRecord).find()).map((thing) => thing.thingName)).toEqual([
        'shared-name',
      ]);
    });

    it("provisions a lab: creates it when missing, updates its Pis, and refuses another lab's Pi", async () => {
      const first = await sut.provisionLab({
        company: 'Acme Audio',
        customers: [],
        name: 'Field Lab',
        region: 'eu',
        pis: [{ thingName: 'field-pi-1', location: '0.9m-90deg' }],
      });
      expect(first.lab).toMatchObject({ name: 'Field Lab', region: 'eu' });
      expect(first.things.map((thing) => [thing.name, thing.location])).toEqual([
        ['field-pi-1', '0.9m-90deg'],
      ]);

      const again = await sut.provisionLab({
        company: 'Acme Audio',
        customers: [],
        name: 'Field Lab',
        address: 'Hall 2',
        pis: [{ thingName: 'field-pi-1', name: 'Speaker' }],
      });
      expect(again.lab).toMatchObject({ id: first.lab.id, region: 'eu', address: 'Hall 2' });
      // What the request leaves out stays as it was.
      expect(again.things[0]).toMatchObject({
        id: first.things[0]!.id,
        name: 'Speaker',
        location: '0.9m-90deg',
      });

      await expect(
        sut.provisionLab({
          company: 'Acme Audio',
          customers: [],
          name: 'Bench Lab',
          pis: [{ thingName: 'field-pi-1' }],
        }),
      ).rejects.toThrow(new ConflictException('A Pi named field-pi-1 belongs to another lab'));
      await expect(
        sut.provisionLab({
          company: 'Acme Audio',
          customers: [],
          name: 'Bench Lab',
          pis: [{ thingName: MQTT_SERVICE_USERNAME }],
        }),
      ).rejects.toThrow(BadRequestException);
    });
  });

  describe("a Pi's presence and shadow", () => {
    it('marks a known Pi online and describes the lab with its lock, its Pis and their agents', async () => {
      const lab = await sut.createLab('Acme Audio', 'Bench Lab');
      await sut.addThing('Acme Audio', 'Bench Lab', 'bench-pi-1', { location: '0.9m-90deg' });
      await data().getRepository(LabRecord).update({ id: lab.id }, { lock: 1 });

      expect(await sut.markConnected('bench-pi-1', true)).toBe(true);
      expect(await sut.markConnected('nobody', true)).toBe(false);
      expect(await sut.storeShadow('bench-pi-1', { agentVersion: '3.9.2' } as never)).toBe(true);

      const [line, piLine] = await sut.describeLabs('Acme Audio');
      expect(line).toBe(`Bench Lab (${lab.id}) locked`);
      expect(piLine).toMatch(/^ {2}bench-pi-1 \(.+\) online at 0\.9m-90deg agent 3\.9\.2$/);
    });
  });
});
