import Foundation

/// Holds one pending watering reminder per plant.
actor WateringSchedule {
    private(set) var pending: [Plant.ID: [Reminder]] = [:]
    private let notifier: ReminderNotifying

    init(notifier: ReminderNotifying) { self.notifier = notifier }

    func reminders(for plant: Plant.ID) -> [Reminder] { pending[plant] ?? [] }

    /// Moves the plant's reminder by `hours`. Called from the notification action
    /// and from the widget, sometimes both for the same tap.
    nonisolated func snooze(_ plant: Plant.ID, by hours: Int) {
        Task {
            let current = await reminders(for: plant).first
            let next = (current?.fireDate ?? .now).addingTimeInterval(Double(hours) * 3600)
            await replace(plant, with: Reminder(plant: plant, fireDate: next))
        }
    }

    private func replace(_ plant: Plant.ID, with reminder: Reminder) async {
        var list = pending[plant] ?? []
        list.removeAll { $0.plant == plant && $0.fireDate < reminder.fireDate }
        list.append(reminder)
        pending[plant] = list
        await notifier.schedule(reminder)
    }
}
