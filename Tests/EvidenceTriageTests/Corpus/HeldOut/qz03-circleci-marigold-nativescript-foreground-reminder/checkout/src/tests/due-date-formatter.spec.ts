import { DueDateFormatter } from '../services/due-date-formatter';

describe('DueDateFormatter', () => {
  const now = new Date('2026-08-13T10:00:00');

  it('formatsRelativeToday', () => {
    expect(DueDateFormatter.relative(new Date('2026-08-13T18:00:00'), now)).toBe('Today');
  });

  it('formatsRelativeTomorrow', () => {
    expect(DueDateFormatter.relative(new Date('2026-08-14T07:00:00'), now)).toBe('Tomorrow');
  });
});
