import Foundation

final class SettingsStore {
    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    var focusLength: TimeInterval {
        let v = defaults.double(forKey: "focusLength")
        return v == 0 ? 20 * 60 : v
    }

    func reset() { defaults.removeObject(forKey: "focusLength") }
}
