import UIKit

/// Plant detail screen. Subscribes to the reminder store by id and must
/// unsubscribe when it goes away; `isolated deinit` (Swift 6.2 / Xcode 26) lets
/// the deinit touch main-actor state.
final class PlantDetailViewController: UIViewController {
    let id = UUID()
    private let plant: Plant
    private let reminders: ReminderStore
    private(set) var reminderToggle = UISwitch()

    init(plant: Plant, reminders: ReminderStore) {
        self.plant = plant
        self.reminders = reminders
        super.init(nibName: nil, bundle: nil)
        reminders.subscribe(id) { [weak self] schedule in self?.apply(schedule) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    isolated deinit {
        reminders.unsubscribe(id)
    }

    func setReminderEnabled(_ enabled: Bool) {
        reminderToggle.isOn = enabled
        reminders.setEnabled(enabled, for: plant.id)
    }

    private func apply(_ schedule: WateringSchedule) {
        title = "\(plant.name) · every \(schedule.intervalDays) days"
    }
}
