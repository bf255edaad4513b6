import {
  type CsvRecord,
  csvErrorReport,
  parseCsvRecords,
  validateCsvDefinition,
} from './csv-definition.rule';
import { type CustomScenarioConfig, type UdtValidationSummary } from './custom-scenario.schema';
import { isCsvFileName, UDT_CSV_TEMPLATE_COLUMNS } from './custom-tests.constant';

/*
 * The validation a saved user-defined test gets (doc 2 §3 'validation result'
 * and its Summary popover, §5 CSV checks): what makes the summary's total,
 * failed and missing lists. How each is counted is chosen, since the spec
 * shows the summary's fields and not the server's rules.
 */

/** Messages of the summary beyond the CSV's own (chosen wording). */
export const UDT_SUMMARY_MESSAGES = {
  noScenarios: 'The feature file has no Scenario',
  noRows: 'The test definition has no utterance rows',
  /** A row's label in the missing lists. */
  line: (lineNo: number) => `Line ${lineNo}`,
} as const;

export interface UdtDefinitionFile {
  readonly fileName: string;
  readonly text: string;
  readonly byteSize: number;
}

/** A definition row's fields by template column; a header row names them, else they are in template order. */
type DefinitionRow = { readonly lineNo: number } & Partial<
  Record<(typeof UDT_CSV_TEMPLATE_COLUMNS)[number], string>
>;

const normalize = (value: string) => value.trim().toLowerCase();
const TEMPLATE_BY_NAME = new Map(UDT_CSV_TEMPLATE_COLUMNS.map((column) => [normalize(column), column]));

/** The utterance rows of a CSV definition's records: the readable ones, after the header if it has one. */
export function udtDefinitionRows(all: readonly CsvRecord[]): DefinitionRow[] {
  const records = all.filter((record) => record.fields);
  const [first] = records;
  if (!first) return [];
  const isHeader = first.fields!.some((field) => TEMPLATE_BY_NAME.has(normalize(field)));
  const columns = isHeader
    ? first.fields!.map((field) => TEMPLATE_BY_NAME.get(normalize(field)))
    : [...UDT_CSV_TEMPLATE_COLUMNS];
  return (isHeader ? records.slice(1) : records).map(({ lineNo, fields }) => {
    const row: Record<string, string | number> = { lineNo };
    fields!.forEach((value, index) => {
      const column = columns[index];
      if (column) row[column] = value.trim();
    });
    return row as DefinitionRow;
  });
}

/** A file name as an archive entry is compared: its last path part. */
function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/**
 * The summary of a test's files: for a CSV definition, its CSV checks, then
 * per row a file name (recorded audio) or an ASR text (synthesized audio), and
 * each named file in the archive; for a .feature file, at least one Scenario.
 * `audioFileNames` are the archive's entries (undefined without an archive).
 */
export function validateUdtFiles(
  config: Pick<CustomScenarioConfig, 'autoSynthesizeAudio'>,
  definition: UdtDefinitionFile,
  audioFileNames: readonly string[] | undefined,
): UdtValidationSummary {
  if (!isCsvFileName(definition.fileName)) {
    const scenarios = definition.text
      .split(/\r\n|\r|\n/)
      .filter((line) => /^\s*Scenario(?: Outline| Template)?:/.test(line)).length;
    return {
      success: scenarios > 0,
      total: scenarios,
      failed: scenarios > 0 ? 0 : 1,
      missingFileNames: [],
      missingAsrTexts: [],
      missingAudioFiles: [],
      messages: scenarios > 0 ? [] : [UDT_SUMMARY_MESSAGES.noScenarios],
    };
  }

  const csv = validateCsvDefinition(definition.text, definition.byteSize);
  const records = csv.fileError ? [] : parseCsvRecords(definition.text);
  const rows = udtDefinitionRows(records);
  const archive = new Set((audioFileNames ?? []).map(baseName));
  const missingFileNames: string[] = [];
  const missingAsrTexts: string[] = [];
  const missingAudioFiles: string[] = [];
  const failedLines = new Set(csv.lineErrors.map((error) => error.lineNo));
  for (const row of rows) {
    if (failedLines.has(row.lineNo)) continue;
    let failed = false;
    if (config.autoSynthesizeAudio) {
      if (!row.asrText) {
        missingAsrTexts.push(UDT_SUMMARY_MESSAGES.line(row.lineNo));
        failed = true;
      }
    } else if (!row.FileName) {
      missingFileNames.push(UDT_SUMMARY_MESSAGES.line(row.lineNo));
      failed = true;
    } else if (!archive.has(baseName(row.FileName))) {
      missingAudioFiles.push(row.FileName);
      failed = true;
    }
    if (failed) failedLines.add(row.lineNo);
  }
  const messages = csv.valid ? [] : csvErrorReport(csv).split('\n');
  if (!csv.fileError && !rows.length) messages.push(UDT_SUMMARY_MESSAGES.noRows);
  const failed = csv.fileError ? 1 : failedLines.size;
  // Rows that cannot be read as a list count too: they are utterances the file meant.
  const unreadable = records.filter((record) => !record.fields).length;
  return {
    success: failed === 0 && rows.length > 0,
    total: rows.length + unreadable,
    failed,
    missingFileNames,
    missingAsrTexts,
    missingAudioFiles,
    messages,
  };
}
