import { UDT_CSV_MAX_FIELDS, UDT_FILE_SIZE_LIMIT_BYTES } from './custom-tests.constant';
import { UDT_CSV_MESSAGES } from './custom-tests.messages';

/** One record of a CSV file. */
export interface CsvRecord {
  /** The physical line the record starts on, from 1; a quoted field may run over several lines. */
  readonly lineNo: number;
  /** Its fields, or undefined when the record cannot be read as a list (a broken quote). */
  readonly fields: readonly string[] | undefined;
}

/**
 * Reads CSV text (RFC 4180): fields separated by commas, records by LF, CRLF
 * or CR; a field in double quotes may hold commas, line breaks and doubled
 * quotes. A quote that is never closed, or text after a closing quote, makes
 * the record unreadable. A byte-order mark and blank lines at the end of the
 * file are ignored.
 */
export function parseCsvRecords(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '').replace(/(?:\r\n|\r|\n)\s*$/, '');
  const records: CsvRecord[] = [];
  if (!source) return records;

  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let broken = false;
  let at = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ lineNo: recordLine, fields: broken ? undefined : fields });
    fields = [];
    broken = false;
    recordLine = line;
  };
  /** Consumes a line break at `at`, if any, and counts it. */
  const lineBreak = (): boolean => {
    if (source[at] === '\r') at += source[at + 1] === '\n' ? 2 : 1;
    else if (source[at] === '\n') at += 1;
    else return false;
    line += 1;
    return true;
  };

  while (at <= source.length) {
    if (at === source.length) {
      endRecord();
      break;
    }
    if (field === '' && source[at] === '"') {
      // A quoted field: up to the quote that is not doubled.
      at += 1;
      let closed = false;
      while (at < source.length) {
        if (source[at] === '"') {
          if (source[at + 1] === '"') {
            field += '"';
            at += 2;
            continue;
          }
          at += 1;
          closed = true;
          break;
        }
        const before = at;
        if (lineBreak()) field += source.slice(before, at);
        else field += source[at++];
      }
      if (!closed) {
        broken = true;
        continue;
      }
      if (at < source.length && source[at] !== ',' && source[at] !== '\r' && source[at] !== '\n')
        broken = true;
      continue;
    }
    const character = source[at] as string;
    if (character === ',') {
      endField();
      at += 1;
    } else if (character === '\r' || character === '\n') {
      lineBreak();
      endRecord();
    } else {
      field += character;
      at += 1;
    }
  }
  return records;
}

export interface CsvLineError {
  readonly lineNo: number;
  readonly errorType: string;
}

export interface CsvDefinitionValidation {
  readonly valid: boolean;
  /** About the file as a whole: empty, or too big. */
  readonly fileError?: string;
  /** One per line at fault. */
  readonly lineErrors: readonly CsvLineError[];
}

/**
 * The checks of a test definition CSV (doc 2 §5 'CSV checks'), from its text
 * and size in bytes: 4096 KB or more is too big, an empty file is refused, and
 * each record must be a list of at most 10 fields, not all of them empty.
 */
export function validateCsvDefinition(text: string, byteSize: number): CsvDefinitionValidation {
  if (byteSize >= UDT_FILE_SIZE_LIMIT_BYTES) {
    return { valid: false, fileError: UDT_CSV_MESSAGES.fileTooBig, lineErrors: [] };
  }
  const records = parseCsvRecords(text);
  if (byteSize === 0 || !records.length || !text.replace(/^\uFEFF/, '').trim()) {
    return { valid: false, fileError: UDT_CSV_MESSAGES.fileEmpty, lineErrors: [] };
  }
  const lineErrors: CsvLineError[] = [];
  for (const { lineNo, fields } of records) {
    const errorType = !fields
      ? UDT_CSV_MESSAGES.notAList
      : fields.every((value) => !value.trim())
        ? UDT_CSV_MESSAGES.mandatoryFieldsMissing
        : fields.length > UDT_CSV_MAX_FIELDS
          ? UDT_CSV_MESSAGES.tooManyFields
          : undefined;
    if (errorType) lineErrors.push({ lineNo, errorType });
  }
  return { valid: lineErrors.length === 0, lineErrors };
}

/** The text of the read-only error area: one line per error (doc 2 §5). */
export function csvErrorReport(validation: CsvDefinitionValidation): string {
  const lines = validation.lineErrors.map((error) =>
    UDT_CSV_MESSAGES.lineError(error.lineNo, error.errorType),
  );
  return [...(validation.fileError ? [validation.fileError] : []), ...lines].join('\n');
}
