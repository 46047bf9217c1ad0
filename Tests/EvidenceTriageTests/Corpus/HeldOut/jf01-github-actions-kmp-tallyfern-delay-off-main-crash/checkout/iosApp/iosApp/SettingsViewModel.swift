import Foundation

struct SettingsViewModel {
    var syncIntervalMinutes: Int

    var syncIntervalLabel: String {
        // Shown under "Background sync" in Settings.
        return "Every \(syncIntervalMinutes) minutes"
    }
}
