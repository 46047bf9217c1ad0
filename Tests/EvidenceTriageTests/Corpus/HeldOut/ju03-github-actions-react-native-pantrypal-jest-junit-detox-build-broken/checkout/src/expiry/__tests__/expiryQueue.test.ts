// Expiry reminders are scheduled from this queue; one reminder per product.
// A product scanned twice produces two PantryItems with different ids but
// the same barcode (#498).
import { buildExpiryQueue } from '../expiryQueue';

describe('expiryQueue', () => {
  it('orders by expiry date', () => {
    const q = buildExpiryQueue([
      { id: '1', barcode: 'A', name: 'Milk', expiresOn: '2026-12-09' },
      { id: '2', barcode: 'B', name: 'Eggs', expiresOn: '2026-12-06' },
    ]);
    expect(q.map((i) => i.name)).toEqual(['Eggs', 'Milk']);
  });

  it('dedupes items by barcode', () => {
    const q = buildExpiryQueue([
      { id: '1', barcode: '5000112637922', name: 'Oat milk', expiresOn: '2026-12-09' },
      { id: '2', barcode: '5000112637922', name: 'Oat milk', expiresOn: '2026-12-09' },
      { id: '3', barcode: '4006381333931', name: 'Yoghurt', expiresOn: '2026-12-07' },
    ]);
    expect(q).toHaveLength(2);
  });
});
