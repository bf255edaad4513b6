import { PLAYGROUND_EXPORT_FILE_NAME } from './playground.constant';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import {
  buildExportedFeature,
  exportedFeatureOfHistory,
  featurePairsFromHistory,
  removeQuotes,
} from './feature-export.util';
import { type ChatItem } from './playground.schema';

const item = (id: string, type: ChatItem['type'], content: string): ChatItem => ({
  id,
  type,
  content,
  starttime: 0,
});

describe('featurePairsFromHistory (doc 2 §3)', () => {
  it('pairs each completed utterance with the replies after it, quotes removed', () => {
    const history = [
      item('0', 'Alexa', 'Welcome'),
      item('1', 'Human', 'play "Jazz" radio'),
      item('1a', 'Alexa', 'Playing “Jazz FM”.'),
      item('1b', 'Alexa', 'Enjoy.'),
      item('2', 'Failed', 'lost'),
      item('2a', 'Alexa', 'stray'),
      item('3', 'Human', 'stop'),
      item('4', 'Processing', 'in flight'),
    ];
    expect(featurePairsFromHistory(history)).toEqual([
      { Q: 'play Jazz radio', A: 'Playing Jazz FM. Enjoy.' },
      { Q: 'stop', A: '' },
    ]);
    expect(featurePairsFromHistory([])).toEqual([]);
    expect(removeQuotes(`it's "x"`)).toBe("it's x");
  });
});

/** The feature as @cucumber/gherkin reads it: its scenarios' names and the steps each example runs. */
function parsed(text: string) {
  const newId = IdGenerator.incrementing();
  const document = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(text);
  const pickles = compile(document, 'exported.feature', newId);
  return {
    scenarios: document.feature?.children.map(
      (child) => child.scenario?.keyword + ': ' + child.scenario?.name,
    ),
    steps: pickles.map((pickle) => pickle.steps.map((step) => step.text)),
  };
}

describe('buildExportedFeature (doc 2 §9)', () => {
  const device = { dsn: 'G0"1', customerId: 'A1' };

  it('has connect, execute (one row per Q) and disconnect scenarios, from the chat items', () => {
    expect(PLAYGROUND_EXPORT_FILE_NAME).toBe('exported.feature');
    const history = [
      item('1', 'Human', 'what time is it'),
      item('1a', 'Alexa', 'It is "noon".'),
      item('2', 'Failed', 'lost'),
      item('3', 'Human', 'rock | roll \\ now'),
      item('4', 'Pending', 'in flight'),
    ];
    const text = exportedFeatureOfHistory(history, device);
    expect(text).toBe(
      [
        'Feature: OAK Playground conversation',
        '',
        '  Scenario: Connect',
        '    Given the device "G01" of customer "A1" is connected to OAK',
        '',
        '  Scenario Outline: Execute',
        '    When the user says "<asrText>"',
        '    Then the assistant answers "<ttsResponseExpected>"',
        '',
        '    Examples:',
        '      | asrText | ttsResponseExpected |',
        '      | what time is it | It is noon. |',
        '      | rock \\| roll \\\\ now |  |',
        '',
        '  Scenario: Disconnect',
        '    Then the device "G01" is disconnected from OAK',
        '',
      ].join('\n'),
    );
    expect(parsed(text)).toEqual({
      scenarios: ['Scenario: Connect', 'Scenario Outline: Execute', 'Scenario: Disconnect'],
      steps: [
        ['the device "G01" of customer "A1" is connected to OAK'],
        ['the user says "what time is it"', 'the assistant answers "It is noon."'],
        ['the user says "rock | roll \\ now"', 'the assistant answers ""'],
        ['the device "G01" is disconnected from OAK'],
      ],
    });
  });

  it('keeps a line break of an utterance inside its row', () => {
    const text = buildExportedFeature([{ Q: 'one\ntwo', A: 'ok' }], device);
    expect(text).toContain('      | one\\ntwo | ok |\n');
    expect(parsed(text).steps[1]).toEqual(['the user says "one\ntwo"', 'the assistant answers "ok"']);
  });

  it('keeps an empty Examples table when nothing was said, and still parses', () => {
    const text = buildExportedFeature([], device);
    expect(text).toContain('      | asrText | ttsResponseExpected |\n\n  Scenario: Disconnect');
    expect(parsed(text).steps).toHaveLength(2);
  });
});
