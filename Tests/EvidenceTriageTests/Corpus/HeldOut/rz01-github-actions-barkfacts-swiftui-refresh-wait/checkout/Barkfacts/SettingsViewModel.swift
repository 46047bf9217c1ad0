import Foundation

final class SettingsViewModel: ObservableObject {
    @Published var backgroundRefreshEnabled: Bool
    @Published var factsPerDay: Int

    init(defaults: UserDefaults = .standard) {
        backgroundRefreshEnabled = defaults.object(forKey: "refreshEnabled") as? Bool ?? false
        factsPerDay = defaults.integer(forKey: "factsPerDay") == 0 ? 3 : defaults.integer(forKey: "factsPerDay")
    }
}
