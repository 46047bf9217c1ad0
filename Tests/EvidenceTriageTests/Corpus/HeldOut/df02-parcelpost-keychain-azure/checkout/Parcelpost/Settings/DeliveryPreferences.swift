import Foundation

/// Quiet hours and other delivery notification preferences, persisted in UserDefaults.standard.
final class DeliveryPreferences {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var quietHoursStart: Int {
        get { defaults.object(forKey: "quietHoursStart") as? Int ?? 22 }
        set { defaults.set(newValue, forKey: "quietHoursStart") }
    }

    var quietHoursEnd: Int {
        get { defaults.object(forKey: "quietHoursEnd") as? Int ?? 7 }
        set { defaults.set(newValue, forKey: "quietHoursEnd") }
    }

    /// Called from the settings screen; re-applies server defaults in the background.
    func refreshFromServer(_ client: PreferencesClient) {
        Task {
            let remote = try await client.fetchPreferences()
            quietHoursStart = remote.quietHoursStart
            quietHoursEnd = remote.quietHoursEnd
        }
    }
}
