import Foundation

/// App-wide reminder preferences, backed by the standard defaults.
final class ReminderSettings: @unchecked Sendable {
    static let shared = ReminderSettings(defaults: .standard)

    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    /// Reminders that would fire inside quiet hours are moved to the end of them.
    var quietHoursStart: Int {
        get { defaults.object(forKey: "quietHoursStart") as? Int ?? 22 }
        set { defaults.set(newValue, forKey: "quietHoursStart") }
    }
    var quietHoursEnd: Int {
        get { defaults.object(forKey: "quietHoursEnd") as? Int ?? 7 }
        set { defaults.set(newValue, forKey: "quietHoursEnd") }
    }

    func resetQuietHours() {
        defaults.removeObject(forKey: "quietHoursStart")
        defaults.removeObject(forKey: "quietHoursEnd")
    }
}
