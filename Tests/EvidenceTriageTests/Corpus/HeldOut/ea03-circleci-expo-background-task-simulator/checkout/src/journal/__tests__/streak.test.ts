import { currentStreak } from '../streak';

describe('streak', () => {
  it("counts today's entry", () => {
    const now = new Date();
    const entries = [{ id: 'e1', createdAt: now.toISOString(), text: 'walked the dog' }];

    expect(currentStreak(entries, now)).toBe(1);
  });

  it('is zero without entries', () => {
    expect(currentStreak([], new Date())).toBe(0);
  });
});
