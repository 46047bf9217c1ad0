import { api } from '../api';
import { store } from '../store';

export async function syncMealPlans() {
  const cursor = store.get('mealPlanCursor');
  store.set('mealPlanCursor', Date.now()); // cursor advanced before the download succeeds
  const page = await api.mealPlansSince(cursor);
  store.upsertPlans(page.items);
}
