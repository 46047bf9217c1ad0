import { Injectable } from '@angular/core';

export interface Forecast { date: string; rainMm: number; }
export interface Plant { id: string; outdoor: boolean; everyDays: number; }

@Injectable({ providedIn: 'root' })
export class WateringScheduleService {
  /** Days (ISO dates) in the next week on which the plant needs watering. */
  plan(plant: Plant, start: Date, forecast: Forecast[]): string[] {
    const days: string[] = [];
    for (let i = 0; i < 7; i += plant.everyDays) {
      const d = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
      const rain = forecast.find((f) => f.date === d)?.rainMm ?? 0;
      // Outdoor plants skip days with real rain.
      if (plant.outdoor && rain > 5) continue;
      days.push(d);
    }
    return days;
  }
}
