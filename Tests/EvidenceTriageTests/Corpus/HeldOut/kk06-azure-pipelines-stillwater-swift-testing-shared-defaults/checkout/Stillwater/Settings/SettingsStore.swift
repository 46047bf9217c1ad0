import Foundation

/// App-wide settings, backed by UserDefaults.standard.
final class SettingsStore {
    static let shared = SettingsStore(defaults: .standard)
    private let defaults: UserDefaults

    init(defaults: UserDefaults) { self.defaults = defaults }

    var syncInterval: Duration {
        get {
            let hours = defaults.object(forKey: "syncIntervalHours") as? Int ?? 6
            return .hours(hours)
        }
        set { defaults.set(Int(newValue.components.seconds / 3600), forKey: "syncIntervalHours") }
    }
}
