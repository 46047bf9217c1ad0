import Foundation

final class Preferences {
    static let shared = Preferences()
    private let defaults = UserDefaults.standard

    var checkForNewArticlesOnStartup: Bool {
        get { defaults.object(forKey: "CheckForNewArticlesOnStartup") as? Bool ?? true }
        set { defaults.set(newValue, forKey: "CheckForNewArticlesOnStartup") }
    }

    /// Seconds between automatic refreshes (0 = manual only).
    var refreshInterval: TimeInterval {
        get { defaults.object(forKey: "RefreshInterval") as? TimeInterval ?? 3600 }
        set { defaults.set(newValue, forKey: "RefreshInterval") }
    }
}
