import Foundation

final class SettingsStore {
    private let defaults: UserDefaults
    init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    var temperatureUnit: TemperatureUnit {
        if let raw = defaults.string(forKey: "temperatureUnit"), let unit = TemperatureUnit(rawValue: raw) { return unit }
        return .fahrenheit
    }
}
