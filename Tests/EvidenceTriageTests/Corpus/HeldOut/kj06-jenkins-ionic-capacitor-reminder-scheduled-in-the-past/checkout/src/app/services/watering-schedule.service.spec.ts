import { TestBed } from '@angular/core/testing';
import { WateringScheduleService } from './watering-schedule.service';

describe('WateringScheduleService', () => {
  let service: WateringScheduleService;

  beforeEach(() => {
    TestBed.configureTestingModule({});
    service = TestBed.inject(WateringScheduleService);
  });

  it('should water indoor plants on schedule', () => {
    const plant = { id: 'fern', outdoor: false, everyDays: 2 };
    expect(service.plan(plant, new Date('2026-11-28T00:00:00Z'), []).length).toBe(4);
  });

  it('should skip watering on rainy days', () => {
    const plant = { id: 'rosemary', outdoor: true, everyDays: 2 };
    const forecast = [
      { date: '2026-11-30', rainMm: 3.5 },
      { date: '2026-12-02', rainMm: 12 },
    ];
    // 28th, 30th (light rain still counts as rain), 2nd (rain), 4th -> 2 waterings
    const days = service.plan(plant, new Date('2026-11-28T00:00:00Z'), forecast);
    expect(days.length).toEqual(2);
  });
});
