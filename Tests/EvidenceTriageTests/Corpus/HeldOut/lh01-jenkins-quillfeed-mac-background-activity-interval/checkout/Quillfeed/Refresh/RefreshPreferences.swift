import Foundation

final class RefreshPreferences {
    static let shared = RefreshPreferences(defaults: .standard)
    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    var checkOnStartup: Bool {
        get { defaults.object(forKey: "CheckOnStartup") as? Bool ?? true }
        set { defaults.set(newValue, forKey: "CheckOnStartup") }
    }
    /// 0 means "Manually".
    var intervalMinutes: Int {
        get { defaults.object(forKey: "RefreshIntervalMinutes") as? Int ?? 30 }
        set { defaults.set(newValue, forKey: "RefreshIntervalMinutes") }
    }
}
