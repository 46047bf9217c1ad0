import Foundation

final class SettingsStore {
    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    var currencyCode: String {
        get { defaults.string(forKey: "settings.currency") ?? "EUR" }
        set { defaults.set(newValue, forKey: "settings.currency") }
    }
}
