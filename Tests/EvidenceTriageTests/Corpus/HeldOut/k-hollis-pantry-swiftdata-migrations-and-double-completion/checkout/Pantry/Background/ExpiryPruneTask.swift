import BackgroundTasks
import UserNotifications

/// Processing task: drops expired batches and reschedules "use soon" reminders.
final class ExpiryPruneTask {
    static let identifier = "app.hollis.pantry.expiry-prune"
    let store: PantryStore
    let reminders: ReminderScheduling

    init(store: PantryStore, reminders: ReminderScheduling) {
        self.store = store; self.reminders = reminders
    }

    func run(completion: @escaping (Bool) -> Void) {
        let group = DispatchGroup()
        for household in store.households() {
            group.enter()
            reminders.reschedule(for: household.soonExpiring()) { result in
                if case .failure = result { completion(false) }
                group.leave()
            }
            // each household's reminder list is also refreshed on the shared calendar
            reminders.refreshSharedCalendar(household.id) { _ in group.leave() }
        }
        group.notify(queue: .global()) { completion(true) }
    }
}
