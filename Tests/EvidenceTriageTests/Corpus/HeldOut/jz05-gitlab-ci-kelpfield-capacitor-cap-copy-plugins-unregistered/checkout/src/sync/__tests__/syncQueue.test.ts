import { describe, expect, it } from 'vitest';
import { enqueue } from '../syncQueue';

describe('syncQueue', () => {
  it('appends new records', () => {
    expect(enqueue([], [{ id: 'r1', updatedAt: 1 }])).toHaveLength(1);
  });

  it('drops exact duplicates', () => {
    const r = { id: 'r1', updatedAt: 1 };
    expect(enqueue([r], [r])).toHaveLength(1);
  });

  it('dedupes entries by id', () => {
    const queue = [{ id: 'r1', updatedAt: 1 }, { id: 'r2', updatedAt: 1 }];
    const incoming = [{ id: 'r1', updatedAt: 5 }];

    const result = enqueue(queue, incoming);

    expect(result).toHaveLength(2);
    expect(result.find((r) => r.id === 'r1')?.updatedAt).toBe(5);
  });
});
