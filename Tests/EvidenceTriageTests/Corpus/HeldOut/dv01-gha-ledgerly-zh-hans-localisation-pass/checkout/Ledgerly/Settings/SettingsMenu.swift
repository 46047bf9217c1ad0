import Foundation

struct SettingsMenu {
    var updateAvailable: Bool

    var checkForUpdatesTitle: String {
        updateAvailable
            ? String(localized: "settings.update.available", defaultValue: "Update Available…")
            : String(localized: "settings.update.check", defaultValue: "Check for Updates…")
    }
}
