import { addDays, setHours, startOfDay } from 'date-fns';

export interface Plant {
  id: string;
  everyDays: number;
  outdoor: boolean;
}

export interface WateringContext {
  lastWateredAt: Date;
  /** Rain since the last watering, millimetres. */
  rainMm: number;
}

/** Outdoor plants skip one watering after 10 mm of rain or more. */
export function nextWateringDate(plant: Plant, ctx: WateringContext): Date {
  let next = addDays(startOfDay(ctx.lastWateredAt), plant.everyDays);
  if (plant.outdoor && ctx.rainMm > 10) {
    next = addDays(next, plant.everyDays);
  }
  return setHours(next, 7);
}
