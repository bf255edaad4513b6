import { customScenariosToOffer, isAfterCustomScenarioCutoff } from './scenario.schema';

describe('scenarios', () => {
  const list = [
    { id: '1', name: 'acm' },
    { id: '2', name: 'alarm' },
    { id: '3', name: 'timer' },
    { id: '4', name: 'alarm2' },
  ];

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
