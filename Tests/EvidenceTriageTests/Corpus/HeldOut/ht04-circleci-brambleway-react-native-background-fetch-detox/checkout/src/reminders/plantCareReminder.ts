export interface ReminderInput {
  plant: string;
  intervalHours: number;
}

export class PlantCareReminder {
  constructor(private readonly input: ReminderInput) {}

  describeInterval(): string {
    const days = this.input.intervalHours; // TODO: convert to days
    if (days === 1) return 'every day';
    return `every ${days} days`;
  }
}
