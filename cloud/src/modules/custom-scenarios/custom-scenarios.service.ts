import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIO_API_MESSAGES,
  CUSTOM_SCENARIO_AVAILABLE,
  CUSTOM_SCENARIO_FILE_ROUTES,
  CUSTOM_SCENARIO_QUERY_FILTER_FIELDS,
  CUSTOM_SCENARIOS_PAGE_SIZE,
  type CustomScenario,
  type CustomScenarioConfig,
  type CustomScenarioQueryFilterField,
  type CustomScenarioSuiteSource,
  type TestSuite,
  UDT_AUDIO_ARCHIVE_LIMIT_BYTES,
  UDT_AUDIO_ARCHIVE_MAX_ENTRIES,
  UDT_CSV_MESSAGES,
  UDT_FILE_SIZE_LIMIT_BYTES,
  UDT_VALIDATION_MESSAGES,
  type UdtValidationSummary,
  customScenarioApiPath,
  customScenarioSuites,
  isAcceptedUdtFile,
  parseCustomScenarioUpload,
  parseQueryFilter,
  stringifyCustomScenarioConfig,
  validateUdtFiles,
  wizardTestSuites,
} from '@oak/shared';
import { unzipSync } from 'fflate';
import { type QueryFailedError, In, Repository } from 'typeorm';
import { companyFilterWhere } from '../../common/company-filter-where.util';
import { isUuid } from '../../common/company-scope.util';
import { CustomersService } from '../customers/customers.service';
import { CustomScenarioLinks } from './custom-scenario-links.service';
import {
  type CustomScenarioFileKind,
  CustomScenarioFileRecord,
  CustomScenarioRecord,
} from './custom-scenario.entity';
import { Clock } from '../clock/clock';

/** An uploaded file as the multipart form gives it. */
export interface UploadedUdtFile {
  readonly originalname: string;
  readonly size: number;
  readonly buffer: Buffer;
}

/** The parts of POST and PUT /api/customscenarios (doc 2 §7). */
export interface CustomScenarioUploadParts {
  readonly scenario: unknown;
  readonly testDefinitionFile?: UploadedUdtFile;
  readonly audioFile?: UploadedUdtFile;
}

/** A file a test keeps: its name and bytes. */
interface KeptFile {
  readonly fileName: string;
  readonly content: Buffer;
}

const DATE_FIELDS: ReadonlySet<CustomScenarioQueryFilterField> = new Set(['updatedAt']);
const UNIQUE_VIOLATION = '23505';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * User-defined tests (doc 2 §3, §7), each of one company and open only to a
 * company allowed AQTCustomScenario. Saving one validates its files at once:
 * the summary decides whether it is AVAILABLE (and offered to the wizard) or
 * VALIDATION_FAILED.
 */
@Injectable()
export class CustomScenariosService {
  constructor(
    @InjectRepository(CustomScenarioRecord) private readonly scenarios: Repository<CustomScenarioRecord>,
    @InjectRepository(CustomScenarioFileRecord) private readonly files: Repository<CustomScenarioFileRecord>,
    private readonly customers: CustomersService,
    private readonly links: CustomScenarioLinks,
    private readonly clock: Clock,
  ) {}

  /**
   * The suites the company may run: the built-in ones, and its available
   * user-defined tests when allowed (unless `userDefined` is false).
   */
  async suitesOf(companyId: string, options: { readonly userDefined?: boolean } = {}): Promise<TestSuite[]> {
    const allowed = await this.customers.allowedScenarios(companyId);
    const suites = wizardTestSuites(allowed);
    if (options.userDefined === false || !allowed.includes(CUSTOM_SCENARIO_ALLOW_LIST_NAME)) return suites;
    const available = await this.scenarios.find({
      where: { companyId, state: CUSTOM_SCENARIO_AVAILABLE },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const sources: CustomScenarioSuiteSource[] = available.map((record) => ({
      id: record.id,
      name: record.name,
      createdAt: record.createdAt.toISOString(),
      config: record.config,
    }));
    return [...suites, ...customScenarioSuites(sources, suites)];
  }

  async assertAllowed(companyId: string): Promise<void> {
    const allowed = await this.customers.allowedScenarios(companyId);
    if (!allowed.includes(CUSTOM_SCENARIO_ALLOW_LIST_NAME))
      throw new ForbiddenException(CUSTOM_SCENARIO_API_MESSAGES.notAllowed);
  }

  /** A page of the company's tests the `q` filter selects, newest change first. */
  async list(companyId: string, q: string | undefined, skip: number): Promise<CustomScenario[]> {
    await this.assertAllowed(companyId);
    const filter = parseQueryFilter(q, CUSTOM_SCENARIO_QUERY_FILTER_FIELDS);
    if (!filter.ok) throw new BadRequestException(filter.error);
    const where = companyFilterWhere<CustomScenarioRecord, CustomScenarioQueryFilterField>(
      companyId,
      filter.value,
      DATE_FIELDS,
    );
    if (!where.ok) throw new BadRequestException(where.error);
    const records = await this.scenarios.find({
      where: where.value,
      order: { updatedAt: 'DESC', id: 'ASC' },
      skip,
      take: CUSTOM_SCENARIOS_PAGE_SIZE,
    });
    const kinds = await this.fileKinds(records.map((record) => record.id));
    const now = this.clock.nowMs();
    return records.map((record) =>
      toCustomScenario(record, kinds.get(record.id) ?? new Set(), this.validationLink(record, now)),
    );
  }

  async create(companyId: string, parts: CustomScenarioUploadParts): Promise<CustomScenario> {
    await this.assertAllowed(companyId);
    const { name, config } = this.upload(parts.scenario);
    const definition = this.definitionFile(parts.testDefinitionFile);
    if (!definition) throw new BadRequestException(UDT_VALIDATION_MESSAGES.definitionFileRequired);
    const audio = this.audioFile(parts.audioFile);
    return this.save(companyId, undefined, name, config, definition, audio);
  }

  /** Replaces the name and config, and each file sent; the files not sent are kept. */
  async update(companyId: string, id: string, parts: CustomScenarioUploadParts): Promise<CustomScenario> {
    await this.assertAllowed(companyId);
    const record = await this.owned(companyId, id);
    const { name, config } = this.upload(parts.scenario);
    const definition =
      this.definitionFile(parts.testDefinitionFile) ?? (await this.keptFile(record.id, 'testDefinition'));
    const audio = this.audioFile(parts.audioFile) ?? (await this.keptFile(record.id, 'audio'));
    return this.save(companyId, record, name, config, definition!, audio);
  }

  async remove(companyId: string, id: string): Promise<void> {
    await this.assertAllowed(companyId);
    const record = await this.owned(companyId, id);
    await this.scenarios.delete({ id: record.id });
  }

  /** One of a test's files, for its get URL. */
  async file(companyId: string, id: string, kind: CustomScenarioFileKind): Promise<KeptFile> {
    await this.assertAllowed(companyId);
    const record = await this.owned(companyId, id);
    const file = await this.keptFile(record.id, kind);
    if (!file) throw new NotFoundException(CUSTOM_SCENARIO_API_MESSAGES.noFile);
    return file;
  }

  /**
   * The summary behind a test's validationResultGetUrl, a signed link opened
   * without a session (doc 2 §7): the link names the company, so the test is
   * looked up as that company's, and the company must still be allowed.
   */
  async validationResultOfLink(id: string, linkQuery: unknown): Promise<UdtValidationSummary> {
    const companyId = this.links.companyOf(linkQuery, id, 'validationResult', this.clock.nowMs());
    return this.validationResult(companyId, id);
  }

  async validationResult(companyId: string, id: string): Promise<UdtValidationSummary> {
    await this.assertAllowed(companyId);
    const record = await this.owned(companyId, id);
    if (!record.validation) throw new NotFoundException(CUSTOM_SCENARIO_API_MESSAGES.noFile);
    return record.validation;
  }

  private upload(raw: unknown): { name: string; config: CustomScenarioConfig } {
    if (raw === undefined || raw === null || raw === '')
      throw new BadRequestException(CUSTOM_SCENARIO_API_MESSAGES.scenarioPartMissing);
    const upload = parseCustomScenarioUpload(raw);
    if (!upload.ok) throw new BadRequestException(upload.error);
    return upload.value;
  }

  private definitionFile(file: UploadedUdtFile | undefined): KeptFile | undefined {
    if (!file) return undefined;
    if (!isAcceptedUdtFile(file.originalname, 'testDefinition'))
      throw new BadRequestException(CUSTOM_SCENARIO_API_MESSAGES.definitionType);
    if (file.size >= UDT_FILE_SIZE_LIMIT_BYTES)
      throw new PayloadTooLargeException(UDT_CSV_MESSAGES.fileTooBig);
    return { fileName: file.originalname, content: file.buffer };
  }

  private audioFile(file: UploadedUdtFile | undefined): KeptFile | undefined {
    if (!file) return undefined;
    if (!isAcceptedUdtFile(file.originalname, 'audio'))
      throw new BadRequestException(CUSTOM_SCENARIO_API_MESSAGES.audioType);
    if (file.size > UDT_AUDIO_ARCHIVE_LIMIT_BYTES)
      throw new PayloadTooLargeException(CUSTOM_SCENARIO_API_MESSAGES.audioTooBig);
    return { fileName: file.originalname, content: file.buffer };
  }

  private async save(
    companyId: string,
    existing: CustomScenarioRecord | undefined,
    name: string,
    config: CustomScenarioConfig,
    definition: KeptFile,
    audio: KeptFile | undefined,
  ): Promise<CustomScenario> {
    if (!config.autoSynthesizeAudio && !audio)
      throw new BadRequestException(UDT_VALIDATION_MESSAGES.audioArchiveRequired);
    // Each file is read once, here: the definition as text, the archive's directory.
    const validation = validateUdtFiles(
      config,
      {
        fileName: definition.fileName,
        text: definitionText(definition.content),
        byteSize: definition.content.length,
      },
      audio ? archiveEntries(audio.content) : undefined,
    );
    const saved = await this.scenarios.manager
      .transaction(async (manager) => {
        const record = await manager.save(
          manager.create(CustomScenarioRecord, {
            ...(existing ? { id: existing.id, createdAt: existing.createdAt } : {}),
            companyId,
            name,
            config: stringifyCustomScenarioConfig(config),
            state: validation.success ? CUSTOM_SCENARIO_AVAILABLE : 'VALIDATION_FAILED',
            validation,
          }),
        );
        await manager.delete(CustomScenarioFileRecord, { scenarioId: record.id });
        for (const [kind, file] of [
          ['testDefinition', definition],
          ['audio', audio],
        ] as const) {
          if (!file) continue;
          await manager.insert(CustomScenarioFileRecord, {
            scenarioId: record.id,
            kind,
            fileName: file.fileName,
            size: file.content.length,
            content: file.content,
          });
        }
        return record;
      })
      .catch((error: unknown) => {
        if ((error as QueryFailedError & { code?: string }).code === UNIQUE_VIOLATION)
          throw new ConflictException(CUSTOM_SCENARIO_API_MESSAGES.duplicateName(name));
        throw error;
      });
    return toCustomScenario(
      saved,
      new Set(audio ? ['testDefinition', 'audio'] : ['testDefinition']),
      this.validationLink(saved, this.clock.nowMs()),
    );
  }

  /** A stored summary's signed link, fresh for each answer that lists the test. */
  private validationLink(record: CustomScenarioRecord, nowMs: number): string | undefined {
    return record.validation
      ? this.links.signedUrl(record.companyId, record.id, 'validationResult', nowMs)
      : undefined;
  }

  private async owned(companyId: string, id: string): Promise<CustomScenarioRecord> {
    const record = isUuid(id) ? await this.scenarios.findOne({ where: { id, companyId } }) : null;
    if (!record) throw new NotFoundException(CUSTOM_SCENARIO_API_MESSAGES.notFound);
    return record;
  }

  private async keptFile(scenarioId: string, kind: CustomScenarioFileKind): Promise<KeptFile | undefined> {
    const file = await this.files.findOne({ where: { scenarioId, kind } });
    return file ? { fileName: file.fileName, content: file.content } : undefined;
  }

  private async fileKinds(ids: readonly string[]): Promise<Map<string, Set<CustomScenarioFileKind>>> {
    const kinds = new Map<string, Set<CustomScenarioFileKind>>();
    if (!ids.length) return kinds;
    const rows = await this.files.find({
      where: { scenarioId: In([...ids]) },
      select: { scenarioId: true, kind: true },
    });
    for (const row of rows) {
      const set = kinds.get(row.scenarioId) ?? new Set();
      set.add(row.kind);
      kinds.set(row.scenarioId, set);
    }
    return kinds;
  }
}

/** A definition's text; a definition that is not UTF-8 is refused. */
function definitionText(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BadRequestException(CUSTOM_SCENARIO_API_MESSAGES.definitionNotText);
  }
}

/**
 * The file names a .zip archive holds, read from its directory without
 * inflating anything; folders are left out. An archive that cannot be read,
 * or holds too many entries, is refused.
 */
export function archiveEntries(bytes: Buffer): string[] {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.endsWith('/')) names.push(file.name);
        return false;
      },
    });
  } catch {
    throw new BadRequestException(CUSTOM_SCENARIO_API_MESSAGES.audioUnreadable);
  }
  if (names.length > UDT_AUDIO_ARCHIVE_MAX_ENTRIES)
    throw new BadRequestException(CUSTOM_SCENARIO_API_MESSAGES.audioTooManyEntries);
  return names;
}

/**
 * A stored test as the API lists it, with a get URL per file it has and the
 * signed link of its summary, if it has one.
 */
export function toCustomScenario(
  record: CustomScenarioRecord,
  kinds: ReadonlySet<CustomScenarioFileKind>,
  validationResultGetUrl: string | undefined,
): CustomScenario {
  const path = customScenarioApiPath(record.id);
  return {
    id: record.id,
    name: record.name,
    state: record.state,
    updatedAt: record.updatedAt.toISOString(),
    config: record.config,
    ...(kinds.has('testDefinition')
      ? { testDefinitionGetUrl: `${path}/${CUSTOM_SCENARIO_FILE_ROUTES.testDefinition}` }
      : {}),
    ...(kinds.has('audio') ? { audioFilesGetUrl: `${path}/${CUSTOM_SCENARIO_FILE_ROUTES.audioFiles}` } : {}),
    ...(validationResultGetUrl ? { validationResultGetUrl } : {}),
  };
}
