import { PlantCareReminder } from '../plantCareReminder';

describe('PlantCareReminder', () => {
  it('says every day for 24 hours', () => {
    expect(new PlantCareReminder({ plant: 'Mint', intervalHours: 24 }).describeInterval()).toBe('every day');
  });

  it('formats the watering interval in days', () => {
    const r = new PlantCareReminder({ plant: 'Basil', intervalHours: 72 });
    expect(r.describeInterval()).toBe('every 3 days');
  });
});
