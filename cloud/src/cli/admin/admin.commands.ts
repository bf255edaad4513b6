import { type INestApplicationContext } from '@nestjs/common';
import { type Command, InvalidArgumentError } from 'commander';
import { UsersService } from '../../modules/auth/users.service';
import { CustomersService } from '../../modules/customers/customers.service';
import { NoticesService } from '../../modules/notices/notices.service';
import { LabsService } from '../../modules/labs/labs.service';
import { MqttCredentialsService } from '../../modules/mqtt/mqtt-credentials.service';
import { withAdminContext } from './admin-context';

type Fail = (error: unknown) => never;

function dateArg(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new InvalidArgumentError('not an ISO 8601 date-time');
  return date;
}

function integerArg(value: string): number {
  if (!/^-?\d+$/.test(value)) throw new InvalidArgumentError('not a whole number');
  return Number(value);
}

/** `oak company|user|customer|allow|disallow|beta|release-note|banner|lab|pi ...`: OAK's administration (doc 3 §3, §6). */
export function registerAdminCommands(program: Command, fail: Fail): void {
  const run = async (work: (context: INestApplicationContext) => Promise<void>): Promise<void> => {
    await withAdminContext(work).catch(fail);
  };

  const company = program
    .command('company')
    .description('Companies: every user, lab and customer id belongs to one');
  company
    .command('create <name>')
    .description('Create a company')
    .action((name: string) =>
      run(async (context) => {
        const created = await context.get(UsersService).createCompany(name);
        console.log(`Created company ${created.name}`);
      }),
    );
  company
    .command('list')
    .description('List companies with their users')
    .action(() =>
      run(async (context) => {
        for (const line of await context.get(UsersService).describeCompanies()) console.log(line);
      }),
    );

  program
    .command('user')
    .description('Users')
    .command('add <email>')
    .description('Add a user; without --password one is generated, to be changed at first sign-in')
    .requiredOption('--company <name>', 'the company the user belongs to')
    .option('--password <password>', 'a password the user keeps (must meet the password policy)')
    .action((email: string, options: { company: string; password?: string }) =>
      run(async (context) => {
        const { user, temporaryPassword } = await context
          .get(UsersService)
          .addUser(email, options.company, options.password);
        console.log(`Added ${user.email} to ${options.company}`);
        if (temporaryPassword) {
          console.log(`Temporary password: ${temporaryPassword}`);
          console.log('The user chooses a new password at first sign-in.');
        }
      }),
    );

  program
    .command('customer')
    .description('Customer ids: the accounts a company registers its devices under')
    .command('add <customerId>')
    .description('Add a customer id to a company')
    .requiredOption('--email <email>', "the account's e-mail")
    .requiredOption('--company <name>', 'the company it belongs to')
    .action((customerId: string, options: { email: string; company: string }) =>
      run(async (context) => {
        const customer = await context
          .get(CustomersService)
          .addCustomer(customerId, options.email, options.company);
        console.log(`Added customer id ${customer.customerId} (${customer.email}) to ${options.company}`);
      }),
    );

  program
    .command('allow <customerId> <scenarios...>')
    .description("Add scenario names (e.g. AQTCustomScenario) to a customer id's allow list")
    .action((customerId: string, scenarios: string[]) =>
      run(async (context) => {
        const allowed = await context.get(CustomersService).allow(customerId, scenarios);
        console.log(`${customerId} may run: ${allowed.join(', ')}`);
      }),
    );
  program
    .command('disallow <customerId> <scenarios...>')
    .description("Remove scenario names from a customer id's allow list")
    .action((customerId: string, scenarios: string[]) =>
      run(async (context) => {
        await context.get(CustomersService).disallow(customerId, scenarios);
        console.log(`Removed ${scenarios.join(', ')} from ${customerId}`);
      }),
    );

  program
    .command('beta')
    .description('The beta list: partners with extra locales and automotive features')
    .command('add <customerId>')
    .description('Put a customer id on the beta list')
    .action((customerId: string) =>
      run(async (context) => {
        await context.get(CustomersService).addBetaPartner(customerId);
        console.log(`${customerId} is a beta partner`);
      }),
    );

  program
    .command('release-note')
    .description('Release notes: the flash every user sees after a release')
    .command('post <version>')
    .description('Announce a release')
    .option('--duration-ms <ms>', 'how long the flash shows (default 1 day)', integerArg)
    .option('--at <date>', 'when it was released (ISO 8601; default now)', dateArg)
    .action((version: string, options: { durationMs?: number; at?: Date }) =>
      run(async (context) => {
        await context.get(NoticesService).postReleaseNote(version, options.durationMs, options.at);
        console.log(`Posted release note ${version}`);
      }),
    );

  program
    .command('banner')
    .description('Banner messages at the top of the console')
    .command('post')
    .description('Show a banner between two dates')
    .requiredOption('--code <code>', '100 info, 200 success, anything else error', integerArg)
    .requiredOption('--message <text>', 'what the banner says')
    .option('--from <date>', 'when it starts showing (ISO 8601; default now)', dateArg)
    .requiredOption('--to <date>', 'when it stops showing (ISO 8601)', dateArg)
    .action((options: { code: number; message: string; from?: Date; to: Date }) =>
      run(async (context) => {
        await context
          .get(NoticesService)
          .postBanner(options.code, options.message, options.from ?? new Date(), options.to);
        console.log(`Posted banner: ${options.message}`);
      }),
    );

  const lab = program.command('lab').description("Labs: a company's rooms of Pis around devices under test");
  lab
    .command('create <name>')
    .description('Create a lab')
    .requiredOption('--company <name>', 'the company it belongs to')
    .option('--region <region>', 'where it is')
    .option('--address <address>', 'its postal address')
    .action((name: string, options: { company: string; region?: string; address?: string }) =>
      run(async (context) => {
        const created = await context.get(LabsService).createLab(options.company, name, options);
        console.log(`Created lab ${created.name} (${created.id}) in ${options.company}`);
      }),
    );
  lab
    .command('list')
    .description("List a company's labs with their Pis")
    .requiredOption('--company <name>', 'the company')
    .action((options: { company: string }) =>
      run(async (context) => {
        for (const line of await context.get(LabsService).describeLabs(options.company)) console.log(line);
      }),
    );

  const pi = program
    .command('pi')
    .description('Pis (things): each runs an agent and has its own MQTT credentials');
  pi.command('add <thingName>')
    .description('Add a Pi to a lab; set it up with the setup command of the Labs screen')
    .requiredOption('--company <name>', 'the company of the lab')
    .requiredOption('--lab <name>', 'the lab')
    .option('--name <name>', 'the name people read (default: the thing name)')
    .option('--location <location>', 'where it stands, e.g. 2.7m-90deg')
    .action(
      (thingName: string, options: { company: string; lab: string; name?: string; location?: string }) =>
        run(async (context) => {
          const thing = await context
            .get(LabsService)
            .addThing(options.company, options.lab, thingName, options);
          console.log(`Added ${thing.thingName} (${thing.id}) to ${options.lab}`);
        }),
    );
  pi.command('revoke <thingName>')
    .description(
      "Revoke a Pi's MQTT credentials: its live connection is closed at once on every cloud node, and it is refused from then on",
    )
    .action((thingName: string) =>
      run(async (context) => {
        // Postgres announces the revocation to every cloud node, which closes the Pi's session.
        const revoked = await context.get(MqttCredentialsService).revoke(thingName);
        console.log(
          `Revoked ${revoked} credential(s) of ${thingName}; its live connection is closed on every cloud node`,
        );
      }),
    );
}
