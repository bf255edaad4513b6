import pino from 'pino';
import { startVirtualLab } from './virtual-lab';

describe('startVirtualLab', () => {
  it('runs an empty lab and stops once, however often asked', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line).msg) },
    );
    const sut = await startVirtualLab({ cloudUrl: 'http://localhost:8080', labs: [], logger });
    expect(sut.labs).toEqual([]);
    await sut.stop();
    await sut.stop();
    expect(lines).toEqual(['Virtual lab started with 0 labs', 'Virtual lab stopped']);
  });
});
