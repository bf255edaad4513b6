import {
  customScenariosToOffer,
  isAfterCustomScenarioCutoff,
  scenarioCategoriesOf,
  wizardScenarioSchema,
  scenariosOfCategory,
} from './scenario.schema';

const scenario = (id: string, name: string, category: string, displayName = name) => ({
  id,
  name,
  displayName,
  scenarioId: `sid-${id}`,
  category,
  mapping: [{ scenarioName: name, duts: ['DUT1'], actors: ['Speaker'], tag: '@t' }],
  createdAt: '2023-01-01T00:00:00Z',
});

describe('scenarios', () => {
  const list = [
    scenario('1', 'acm', 'MULTIMODAL', 'ACM'),
    scenario('2', 'alarm', 'Alarm'),
    scenario('3', 'timer', 'Timer'),
    scenario('4', 'alarm2', 'Alarm'),
  ];

  it('parses the fields of doc 2 §3', () => {
    expect(wizardScenarioSchema.parse(list[0])).toEqual(list[0]);
  });

  it('derives categories and their scenarios', () => {
    expect(scenarioCategoriesOf(list)).toEqual(['MULTIMODAL', 'Alarm', 'Timer']);
    expect(scenariosOfCategory(list, 'Alarm').map((s) => s.id)).toEqual(['2', '4']);
  });

  it.each([
    ['2022-12-30T23:59:59Z', false],
    ['2022-12-31T00:00:00Z', true],
    ['2022-12-31', true],
    ['2024-05-01T10:00:00Z', true],
    ['yesterday', false],
    [undefined, false],
  ])('created %p is offered: %p', (date, expected) => {
    expect(isAfterCustomScenarioCutoff(date)).toBe(expected);
  });

  it('offers recent custom scenarios not already listed, by id or name, each once', () => {
    const offered = customScenariosToOffer(
      [
        { id: 'c1', name: 'Kitchen', createdAt: '2023-02-01T00:00:00Z' },
        { id: 'c2', name: 'Old', createdAt: '2022-06-01T00:00:00Z' },
        { id: '2', name: 'Same id', createdAt: '2023-02-01T00:00:00Z' },
        { id: 'c3', name: 'alarm', createdAt: '2023-02-01T00:00:00Z' },
        { id: 'c4', name: 'Updated only', updatedAt: '2023-03-01T00:00:00Z' },
        { id: 'c1', name: 'Kitchen', createdAt: '2023-02-01T00:00:00Z' },
      ],
      list,
    );
    expect(offered.map((custom) => custom.id)).toEqual(['c1', 'c4']);
  });
});
