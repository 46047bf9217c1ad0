import Foundation

final class ReminderSettings {
    private let store: SettingsStore
    init(store: SettingsStore) { self.store = store }

    func setRemindersEnabled(_ enabled: Bool) {
        store.set(enabled, for: .remindersEnabled)
        if enabled {
            WateringRefresh.shared.register()
        }
    }
}
