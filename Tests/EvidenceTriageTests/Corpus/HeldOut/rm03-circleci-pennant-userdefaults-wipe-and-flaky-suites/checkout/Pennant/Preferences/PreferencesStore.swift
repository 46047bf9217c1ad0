import Foundation

struct PreferencesStore {
    static let suiteName = "com.pennant.app.preferences"
    let defaults: UserDefaults

    init(defaults: UserDefaults = UserDefaults(suiteName: PreferencesStore.suiteName)!) {
        self.defaults = defaults
    }

    static func registerDefaults() {
        UserDefaults(suiteName: suiteName)?.register(defaults: ["reminderHour": 20, "weekStartsMonday": true])
    }

    var reminderHour: Int { defaults.integer(forKey: "reminderHour") }
    var hasSeenOnboarding: Bool {
        get { defaults.bool(forKey: "hasSeenOnboarding") }
        nonmutating set { defaults.set(newValue, forKey: "hasSeenOnboarding") }
    }
}
