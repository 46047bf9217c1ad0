import { DigestFormatter } from '~/digest/digest-formatter';

describe('DigestFormatter', () => {
  it('orders unread articles newest first', () => {
    const out = DigestFormatter.order([
      { id: 'a', published: '2026-08-12T08:00:00Z', unread: true },
      { id: 'b', published: '2026-08-13T08:00:00Z', unread: true },
      { id: 'c', published: '2026-08-11T08:00:00Z', unread: false },
    ]);
    expect(out.map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });

  it('pluralises the unread count', () => {
    expect(DigestFormatter.title(1)).toBe('1 unread article');
  });
});
