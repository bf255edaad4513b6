import { allSettledInOrder } from './all-settled.util';

describe('allSettledInOrder', () => {
  it('answers every value in order', async () => {
    await expect(allSettledInOrder(Promise.resolve(1), Promise.resolve('two'))).resolves.toEqual([1, 'two']);
  });

  it('fails with the first in order that failed, once every one is done', async () => {
    const done: string[] = [];
    const later = (value: string, ms: number, fail = false) =>
      new Promise<string>((resolve, reject) =>
        setTimeout(() => {
          done.push(value);
          if (fail) reject(new Error(value));
          else resolve(value);
        }, ms),
      );
    await expect(
      allSettledInOrder(later('a', 20, true), later('b', 1, true), later('c', 10)),
    ).rejects.toThrow('a');
    expect(done).toEqual(['b', 'c', 'a']);
  });
});
