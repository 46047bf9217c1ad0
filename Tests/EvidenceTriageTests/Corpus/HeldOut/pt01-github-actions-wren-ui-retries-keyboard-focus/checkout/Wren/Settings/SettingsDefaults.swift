import Foundation

enum SettingsDefaults {
    static func register(in defaults: UserDefaults = .standard) {
        defaults.register(defaults: [
            "backgroundSyncEnabled": false,
            "syncOnCellular": false,
            "exportFormat": "markdown",
        ])
    }
}
