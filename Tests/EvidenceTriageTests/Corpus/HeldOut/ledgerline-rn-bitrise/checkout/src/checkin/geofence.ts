import Boundary, { Events } from 'react-native-boundary';
import { postCheckin } from '../api/checkins';

export const STORE_RADIUS_METERS = 150;

export async function watchStore(store: { id: number; lat: number; lon: number }): Promise<void> {
  Boundary.on(Events.ENTER, async (ids: string[]) => {
    console.log(`[boundary] ENTER ${ids.join(',')}`);
    for (const id of ids) {
      await postCheckin(Number(id.replace('store-', '')));
    }
  });
  const id = await Boundary.add({
    lat: store.lat,
    lng: store.lon,
    radius: STORE_RADIUS_METERS,
    id: `store-${store.id}`,
  });
  console.log(`[boundary] added ${id} (${store.lat}, ${store.lon}) r=${STORE_RADIUS_METERS}m`);
}
