import { PLAYGROUND_EXPORT_FILE_NAME } from './playground.constant';
import { buildExportedFeature, featurePairsFromHistory, removeQuotes } from './feature-export.util';
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

describe('buildExportedFeature (doc 2 §9)', () => {
  it('has connect, execute (one row per Q) and disconnect scenarios', () => {
    expect(PLAYGROUND_EXPORT_FILE_NAME).toBe('exported.feature');
    const text = buildExportedFeature(
      [
        { Q: 'what time is it', A: 'noon' },
        { Q: 'rock | roll \\ now', A: '' },
      ],
      { dsn: 'G0"1', customerId: 'A1' },
    );
    expect(text).toBe(
      [
        'Feature: OAK Playground conversation',
        '',
        '  Scenario: Connect',
        '    Given the device "G01" of customer "A1" is connected to OAK',
        '',
        '  Scenario: Execute',
        '    When the following utterances are spoken',
        '      | asrText |',
        '      | what time is it |',
        '      | rock \\| roll \\\\ now |',
        '',
        '  Scenario: Disconnect',
        '    Then the device "G01" is disconnected from OAK',
        '',
      ].join('\n'),
    );
  });

  it('keeps an empty execute table when nothing was said', () => {
    expect(buildExportedFeature([], { dsn: 'G0', customerId: 'A1' })).toContain(
      '| asrText |\n\n  Scenario: Disconnect',
    );
  });
});
