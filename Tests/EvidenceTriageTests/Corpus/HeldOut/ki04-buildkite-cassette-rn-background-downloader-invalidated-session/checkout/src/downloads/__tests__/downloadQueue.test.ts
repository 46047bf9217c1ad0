import { persistQueue, restoreQueue } from '../downloadQueue';

jest.mock('../../storage', () => {
  const mem = new Map<string, string>();
  return { storage: { set: (k: string, v: string) => mem.set(k, v), getString: (k: string) => mem.get(k) } };
});

const ep = (id: string, at: number) => ({ id, url: `https://cdn.cassette.test/${id}.mp3`, enqueuedAt: at });

describe('downloadQueue', () => {
  it('restores an empty queue when nothing was persisted', () => {
    expect(restoreQueue()).toEqual([]);
  });

  it('keeps episode urls when restoring', () => {
    persistQueue([ep('ep-9', 1)]);
    expect(restoreQueue()[0].url).toBe('https://cdn.cassette.test/ep-9.mp3');
  });

  it('resumes persisted queue in FIFO order', () => {
    persistQueue([ep('ep-101', 1), ep('ep-102', 2), ep('ep-103', 3)]);

    const restored = restoreQueue();

    expect(restored.map((e) => e.id)).toEqual(['ep-101', 'ep-102', 'ep-103']);
  });
});
