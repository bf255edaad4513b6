import { UDT_CSV_MESSAGES } from './custom-tests.messages';
import { csvErrorReport, parseCsvRecords, validateCsvDefinition } from './csv-definition.rule';

const KB = 1024;
const size = (text: string) => text.length;

describe('parseCsvRecords', () => {
  it('splits fields and records on LF, CRLF and CR', () => {
    expect(parseCsvRecords('a,b\r\nc,d\re,f\ng')).toEqual([
      { lineNo: 1, fields: ['a', 'b'] },
      { lineNo: 2, fields: ['c', 'd'] },
      { lineNo: 3, fields: ['e', 'f'] },
      { lineNo: 4, fields: ['g'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsvRecords('"a,b","say ""hi""","two\nlines",x\nnext,"",\n')).toEqual([
      { lineNo: 1, fields: ['a,b', 'say "hi"', 'two\nlines', 'x'] },
      { lineNo: 3, fields: ['next', '', ''] },
    ]);
    expect(parseCsvRecords('"a\r\nb"')).toEqual([{ lineNo: 1, fields: ['a\r\nb'] }]);
  });

  it('marks a record with a broken quote as not a list', () => {
    expect(parseCsvRecords('"abc"def,g\nok')).toEqual([
      { lineNo: 1, fields: undefined },
      { lineNo: 2, fields: ['ok'] },
    ]);
    expect(parseCsvRecords('ok\n"never closed,\nstill')).toEqual([
      { lineNo: 1, fields: ['ok'] },
      { lineNo: 2, fields: undefined },
    ]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsvRecords('it"s,x')).toEqual([{ lineNo: 1, fields: ['it"s', 'x'] }]);
  });

  it('ignores a byte-order mark and blank lines at the end, not in the middle', () => {
    expect(parseCsvRecords('\uFEFFa\n\nb\n\n  \n')).toEqual([
      { lineNo: 1, fields: ['a'] },
      { lineNo: 2, fields: [''] },
      { lineNo: 3, fields: ['b'] },
    ]);
    expect(parseCsvRecords('')).toEqual([]);
    expect(parseCsvRecords('\n\n')).toEqual([]);
  });
});

describe('validateCsvDefinition', () => {
  const header =
    'asrText,FileName,asrExpected,ttsResponseExpected,location,volumeLevel,delayBetweenUtterances';

  it('passes the template with a row', () => {
    const text = `${header}\n"Alexa, what time is it",time.wav,what time is it,It is,1,50,10\n`;
    expect(validateCsvDefinition(text, size(text))).toEqual({ valid: true, lineErrors: [] });
  });

  it.each([
    [4095 * KB, true],
    [4096 * KB - 1, true],
    [4096 * KB, false],
    [5000 * KB, false],
  ])('a file of %p bytes is accepted: %p', (bytes, accepted) => {
    const result = validateCsvDefinition('a,b\n', bytes);
    expect(result.valid).toBe(accepted);
    expect(result.fileError).toBe(accepted ? undefined : UDT_CSV_MESSAGES.fileTooBig);
  });

  it.each([
    ['', 0],
    ['\n\n', 2],
    ['   ', 3],
    ['\uFEFF', 3],
    ['a', 0],
  ])('refuses an empty file (%p, %p bytes)', (text, bytes) => {
    expect(validateCsvDefinition(text, bytes)).toEqual({
      valid: false,
      fileError: 'File is empty',
      lineErrors: [],
    });
  });

  it.each([
    [10, true],
    [11, false],
  ])('a row of %p fields is accepted: %p', (count, accepted) => {
    const text = Array.from({ length: count }, (_, i) => `f${i}`).join(',');
    expect(validateCsvDefinition(text, size(text)).lineErrors).toEqual(
      accepted ? [] : [{ lineNo: 1, errorType: 'Number of fields should not be more than 10' }],
    );
  });

  it('reports each line at fault with its error type', () => {
    const text = `${header}\n,,,\n"broken"x,y\nok,row\n"multi\nline",${'x,'.repeat(10)}x\n`;
    const result = validateCsvDefinition(text, size(text));
    expect(result.valid).toBe(false);
    expect(result.lineErrors).toEqual([
      { lineNo: 2, errorType: 'Mandatory fields are missing' },
      { lineNo: 3, errorType: 'CSV_VALIDATION_ERROR' },
      { lineNo: 5, errorType: UDT_CSV_MESSAGES.tooManyFields },
    ]);
    expect(csvErrorReport(result)).toBe(
      [
        'Line No: 2, Error: Mandatory fields are missing',
        'Line No: 3, Error: CSV_VALIDATION_ERROR',
        'Line No: 5, Error: Number of fields should not be more than 10',
      ].join('\n'),
    );
    expect(csvErrorReport(validateCsvDefinition('', 0))).toBe('File is empty');
  });
});
