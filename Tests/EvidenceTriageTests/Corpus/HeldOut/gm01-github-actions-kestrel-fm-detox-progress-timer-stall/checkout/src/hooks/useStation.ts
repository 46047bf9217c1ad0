import { STATIONS, Station } from '../stations';

export function useStation(id: string): Station {
  const station = STATIONS.find((s) => s.id === id);
  if (!station) {
    throw new Error(`Unknown station ${id}`);
  }
  return station;
}
