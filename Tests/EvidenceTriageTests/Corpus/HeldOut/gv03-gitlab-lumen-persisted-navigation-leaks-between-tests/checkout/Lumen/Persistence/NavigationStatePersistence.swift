import Foundation

/// Remembers the last screen so a relaunch (including one after a background refresh
/// terminated the app) lands where the user left off.
struct NavigationStatePersistence {
    static let key = "lumen.navigation.lastScreen"
    var defaults: UserDefaults = .standard

    func save(_ screen: Screen) {
        guard let data = try? JSONEncoder().encode(screen) else { return }
        defaults.set(data, forKey: Self.key)
    }

    func restore() -> Screen? {
        guard let data = defaults.data(forKey: Self.key) else { return nil }
        return try? JSONDecoder().decode(Screen.self, from: data)
    }

    func clear() {
        defaults.removeObject(forKey: Self.key)
    }
}
