import { FIELD_MESSAGES } from './field.messages';
import {
  buildInfoFieldError,
  delayBetweenUtterancesError,
  dsnSelectionError,
  duplicateDsnError,
  duplicateDsns,
  emailFieldError,
  firmwareFieldError,
  freeTextFieldError,
  isRunFieldExempt,
  optionalDutCountError,
  runDelayBetweenUtterances,
  runFieldError,
  runFieldErrors,
  textLengthFieldError,
  utteranceCountError,
} from './field-input.rule';
import {
  defaultDelayBetweenUtterances,
  MAX_OPTIONAL_DUTS,
  RUN_TEXT_MAX_LENGTH,
} from './run-field-limits.constant';

describe('field messages', () => {
  it('keeps the spec wording verbatim', () => {
    expect(FIELD_MESSAGES.blank).toBe(
      'Field cannot be blank. Allowed characters - Alphanumeric, Hyphen (-) and Underscore (_)',
    );
    expect(FIELD_MESSAGES.invalidCharacters).toBe(
      'Invalid input. Allowed characters are Alphanumeric, Hyphen (-), Underscore (_)',
    );
    expect(FIELD_MESSAGES.noAlphanumeric).toBe(
      'Invalid Input. Input should contain at least one Alphanumeric character',
    );
    expect(FIELD_MESSAGES.invalidEmail).toBe('Invalid input. Please enter a valid email address.');
    expect(FIELD_MESSAGES.tooLong).toBe(`Value cannot exceed more than ${RUN_TEXT_MAX_LENGTH} characters.`);
    expect(FIELD_MESSAGES.tooManyOptionalDuts).toContain(String(MAX_OPTIONAL_DUTS));
  });
});

describe('freeTextFieldError', () => {
  it.each([
    ['Echo_Dot-2', undefined],
    ['abc', undefined],
    ['a', undefined],
    ['', FIELD_MESSAGES.blank],
    ['   ', FIELD_MESSAGES.blank],
    [undefined, FIELD_MESSAGES.blank],
    ['my device', FIELD_MESSAGES.invalidCharacters],
    ['abc!', FIELD_MESSAGES.invalidCharacters],
    ['1.2', FIELD_MESSAGES.invalidCharacters],
    ['---', FIELD_MESSAGES.noAlphanumeric],
    ['_-_', FIELD_MESSAGES.noAlphanumeric],
  ])('%p gives %p', (value, expected) => {
    expect(freeTextFieldError(value)).toBe(expected);
  });
});

describe('buildInfoFieldError', () => {
  it.each([
    ['1.2.3', undefined],
    ['v1.0-rc_2', undefined],
    ['...', FIELD_MESSAGES.noAlphanumeric],
    ['.-.', FIELD_MESSAGES.noAlphanumeric],
    ['1.2 3', FIELD_MESSAGES.invalidCharacters],
    ['', FIELD_MESSAGES.blank],
    [null, FIELD_MESSAGES.blank],
  ])('%p gives %p', (value, expected) => {
    expect(buildInfoFieldError(value)).toBe(expected);
  });
});

describe('emailFieldError', () => {
  it.each([
    ['tester@example.com', undefined],
    ['first.last@lab.example.co.uk', undefined],
    ['tester@example', FIELD_MESSAGES.invalidEmail],
    ['tester.example.com', FIELD_MESSAGES.invalidEmail],
    ['test er@example.com', FIELD_MESSAGES.invalidEmail],
    ['', FIELD_MESSAGES.invalidEmail],
    [undefined, FIELD_MESSAGES.invalidEmail],
  ])('%p gives %p', (value, expected) => {
    expect(emailFieldError(value)).toBe(expected);
  });
});

describe('textLengthFieldError', () => {
  it.each([
    ['a'.repeat(30), undefined],
    ['a'.repeat(31), FIELD_MESSAGES.tooLong],
  ])('a text of %s characters', (value, expected) => {
    expect(textLengthFieldError(value)).toBe(expected);
  });
});

describe('utteranceCountError', () => {
  it.each([
    [0, FIELD_MESSAGES.utteranceCountZero],
    ['0', FIELD_MESSAGES.utteranceCountZero],
    ['', FIELD_MESSAGES.utteranceCountZero],
    [undefined, FIELD_MESSAGES.utteranceCountZero],
    [1, undefined],
    ['25', undefined],
    [60000, undefined],
    [60001, FIELD_MESSAGES.outOfRange],
    [-1, FIELD_MESSAGES.outOfRange],
    [1.5, FIELD_MESSAGES.outOfRange],
    ['ten', FIELD_MESSAGES.outOfRange],
  ])('%p gives %p', (value, expected) => {
    expect(utteranceCountError(value)).toBe(expected);
  });
});

describe('delayBetweenUtterancesError', () => {
  it.each([
    [0, FIELD_MESSAGES.outOfRange],
    [1, undefined],
    [180, undefined],
    [181, FIELD_MESSAGES.outOfRange],
    ['90', undefined],
    [undefined, FIELD_MESSAGES.outOfRange],
  ])('%p gives %p', (value, expected) => {
    expect(delayBetweenUtterancesError(value)).toBe(expected);
  });

  it('starts custom runs at 1 and others at 0', () => {
    expect(defaultDelayBetweenUtterances(true)).toBe(1);
    expect(defaultDelayBetweenUtterances(false)).toBe(0);
  });
});

describe('runDelayBetweenUtterances', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    [0, 1],
    [181, 1],
    [2.5, 1],
    [1, 1],
    [7, 7],
    ['12', 12],
    [180, 180],
  ])("plays a custom run's delay of %p as %p s", (given, expected) => {
    expect(runDelayBetweenUtterances(true, given)).toBe(expected);
  });

  it.each([undefined, 0, 5, 181])('plays a non-custom run given %p without a delay', (given) => {
    expect(runDelayBetweenUtterances(false, given)).toBe(0);
  });
});

describe('optionalDutCountError', () => {
  it.each([
    [0, undefined],
    [4, undefined],
    [5, FIELD_MESSAGES.tooManyOptionalDuts],
  ])('%p optional DUTs gives %p', (count, expected) => {
    expect(optionalDutCountError(count)).toBe(expected);
  });
});

describe('DSN checks', () => {
  it('finds each duplicated DSN once and ignores blanks', () => {
    expect(duplicateDsns(['A1', 'B2', 'A1', 'A1', '', '', undefined, ' B2 '])).toEqual(['A1', 'B2']);
    expect(duplicateDsnError(['A1', 'B2'])).toBeUndefined();
    expect(duplicateDsnError(['A1', 'A1'])).toBe(FIELD_MESSAGES.duplicateDsn);
  });

  it('needs a DSN, one of the known devices when they are known', () => {
    expect(dsnSelectionError('')).toBe(FIELD_MESSAGES.invalidDsn);
    expect(dsnSelectionError(null)).toBe(FIELD_MESSAGES.invalidDsn);
    expect(dsnSelectionError('G0911')).toBeUndefined();
    expect(dsnSelectionError('G0911', ['G0911'])).toBeUndefined();
    expect(dsnSelectionError('G0912', ['G0911'])).toBe(FIELD_MESSAGES.invalidDsn);
  });

  it('needs firmware info, checked as build info', () => {
    expect(firmwareFieldError('')).toBe(FIELD_MESSAGES.firmwareRequired);
    expect(firmwareFieldError('8.1.2')).toBeUndefined();
    expect(firmwareFieldError('8.1 beta')).toBe(FIELD_MESSAGES.invalidCharacters);
  });
});

describe('runFieldErrors', () => {
  it('skips the exempt fields of the spec', () => {
    for (const field of [
      'multiModalCustomCommand',
      'deviceUnderTestId',
      'customizedTestType',
      'deviceConfig',
      'labDependenciesUri',
      'namespace',
    ]) {
      expect(isRunFieldExempt(field)).toBe(true);
      expect(runFieldError(field, 'any thing!')).toBeUndefined();
    }
    expect(isRunFieldExempt('dsn')).toBe(false);
  });

  it('checks each field by its kind and keys errors by field', () => {
    expect(
      runFieldErrors({
        dsn: 'G090 XY',
        customerEmail: 'nobody',
        buildInfo: '1.0.2',
        firmware: 'fw 1',
        name: 'a'.repeat(31),
        testName: 'bad name',
        utteranceCount: 0,
        delayBetweenUtterances: 181,
        enabled: true,
        locations: ['a b'],
        namespace: 'x y',
      }),
    ).toEqual({
      dsn: FIELD_MESSAGES.invalidCharacters,
      customerEmail: FIELD_MESSAGES.invalidEmail,
      firmware: FIELD_MESSAGES.invalidCharacters,
      name: FIELD_MESSAGES.tooLong,
      testName: FIELD_MESSAGES.invalidCharacters,
      utteranceCount: FIELD_MESSAGES.utteranceCountZero,
      delayBetweenUtterances: FIELD_MESSAGES.outOfRange,
    });
  });

  it('leaves the delay of a non-custom run alone', () => {
    expect(runFieldErrors({ delayBetweenUtterances: 0 }, { custom: false })).toEqual({});
    expect(runFieldErrors({ delayBetweenUtterances: 0 })).toEqual({
      delayBetweenUtterances: FIELD_MESSAGES.outOfRange,
    });
  });

  it('passes good values', () => {
    expect(
      runFieldErrors({ name: 'a'.repeat(30), dsn: 'G090XY', cidEmail: 'a@b.io', utteranceCount: 60000 }),
    ).toEqual({});
  });
});
