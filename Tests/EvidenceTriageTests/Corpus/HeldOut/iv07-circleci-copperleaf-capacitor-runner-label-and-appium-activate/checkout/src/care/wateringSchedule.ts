export interface Weather { rainMmLast24h: number }
export interface Plant { id: string; everyDays: number; lastWatered: Date; outdoor: boolean }

export function isDue(plant: Plant, now: Date, weather: Weather): boolean {
  const days = (now.getTime() - plant.lastWatered.getTime()) / 86_400_000;
  if (plant.outdoor && weather.rainMmLast24h > 5) {
    // Rain counts as watering for outdoor plants... but only for pots, not beds.
    return days >= plant.everyDays;
  }
  return days >= plant.everyDays;
}
