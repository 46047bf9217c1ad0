import { syncMealPlans } from '../src/background/syncMealPlans';
import { api } from '../src/api';
import { store } from '../src/store';

jest.mock('../src/api');

describe('syncMealPlans', () => {
  it('keeps the cursor when the download fails', async () => {
    store.set('mealPlanCursor', 1700000000000);
    api.mealPlansSince.mockRejectedValueOnce(new Error('503'));
    await expect(syncMealPlans()).rejects.toThrow('503');
    expect(store.get('mealPlanCursor')).toBe(1700000000000);
  });
});
