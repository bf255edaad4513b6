import { parseCsvRecords } from './csv-definition.rule';
import { UDT_CSV_MESSAGES } from './custom-tests.messages';
import { UDT_SUMMARY_MESSAGES, udtDefinitionRows, validateUdtFiles } from './udt-validation.rule';

const csv = (text: string, fileName = 'test.csv') => ({
  fileName,
  text,
  byteSize: Buffer.byteLength(text),
});
const recorded = { autoSynthesizeAudio: false };
const synthesized = { autoSynthesizeAudio: true };

describe('udtDefinitionRows', () => {
  it('reads columns by the header row, in any order and case', () => {
    expect(udtDefinitionRows(parseCsvRecords('FILENAME,asrtext\nhello.wav, hello there \n'))).toEqual([
      { lineNo: 2, FileName: 'hello.wav', asrText: 'hello there' },
    ]);
  });

  it('reads columns in template order without a header, and ignores unknown header columns', () => {
    expect(udtDefinitionRows(parseCsvRecords('what time is it,time.wav'))).toEqual([
      { lineNo: 1, asrText: 'what time is it', FileName: 'time.wav' },
    ]);
    expect(udtDefinitionRows(parseCsvRecords('notes,FileName\nx,a.wav'))).toEqual([
      { lineNo: 2, FileName: 'a.wav' },
    ]);
    expect(udtDefinitionRows(parseCsvRecords(''))).toEqual([]);
  });
});

describe('validateUdtFiles', () => {
  const definition = csv('asrText,FileName\nwhat time is it,time.wav\nplay jazz,audio/jazz.wav\n');

  it('passes recorded audio whose every file is in the archive, under any folder', () => {
    expect(validateUdtFiles(recorded, definition, ['time.wav', 'recordings/jazz.wav'])).toEqual({
      success: true,
      total: 2,
      failed: 0,
      missingFileNames: [],
      missingAsrTexts: [],
      missingAudioFiles: [],
      messages: [],
    });
  });

  it('lists audio files the archive lacks, and rows without a file name', () => {
    const summary = validateUdtFiles(
      recorded,
      csv('asrText,FileName\nwhat time is it,time.wav\nplay jazz,\nstop,stop.wav'),
      ['stop.wav'],
    );
    expect(summary).toMatchObject({
      success: false,
      total: 3,
      failed: 2,
      missingFileNames: [UDT_SUMMARY_MESSAGES.line(3)],
      missingAudioFiles: ['time.wav'],
    });
    // No archive at all: every named file is missing.
    expect(validateUdtFiles(recorded, definition, undefined).missingAudioFiles).toEqual([
      'time.wav',
      'audio/jazz.wav',
    ]);
  });

  it('needs an ASR text per row when the audio is synthesized, and no archive', () => {
    const summary = validateUdtFiles(synthesized, csv('asrText,FileName\n,a.wav\nhello,\n'), undefined);
    expect(summary).toMatchObject({ success: false, total: 2, failed: 1 });
    expect(summary.missingAsrTexts).toEqual([UDT_SUMMARY_MESSAGES.line(2)]);
    expect(summary.missingAudioFiles).toEqual([]);
  });

  it("reports the CSV checks' errors as messages and counts their rows as failed", () => {
    const summary = validateUdtFiles(
      synthesized,
      csv('asrText,FileName\nhello,a.wav\n"broken,b.wav\n'),
      undefined,
    );
    expect(summary.success).toBe(false);
    expect(summary.total).toBe(2);
    expect(summary.failed).toBe(1);
    expect(summary.messages).toEqual([UDT_CSV_MESSAGES.lineError(3, UDT_CSV_MESSAGES.notAList)]);
  });

  it('fails an empty definition, or one with a header only', () => {
    expect(validateUdtFiles(synthesized, csv(''), undefined)).toMatchObject({
      success: false,
      failed: 1,
      messages: [UDT_CSV_MESSAGES.fileEmpty],
    });
    expect(validateUdtFiles(synthesized, csv('asrText,FileName\n'), undefined)).toMatchObject({
      success: false,
      total: 0,
      messages: [UDT_SUMMARY_MESSAGES.noRows],
    });
  });

  it('counts the scenarios of a .feature file and fails one without any', () => {
    const feature =
      'Feature: Kitchen\n  Scenario: time\n    When I say "what time is it"\n  Scenario Outline: x\n';
    expect(validateUdtFiles(recorded, csv(feature, 'kitchen.feature'), undefined)).toMatchObject({
      success: true,
      total: 2,
      failed: 0,
    });
    expect(validateUdtFiles(recorded, csv('Feature: none', 'none.feature'), undefined)).toMatchObject({
      success: false,
      failed: 1,
      messages: [UDT_SUMMARY_MESSAGES.noScenarios],
    });
  });
});
