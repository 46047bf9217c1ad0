import Foundation

final class ReminderSettings {
    private let defaults: UserDefaults
    init(defaults: UserDefaults = .standard) { self.defaults = defaults }
    var isEnabled: Bool {
        get { defaults.bool(forKey: "reminder.enabled") }
        set { defaults.set(newValue, forKey: "reminder.enabled") }
    }
}
