import Foundation

struct SettingsViewModel {
    var lastBackup: Date?
    var now: () -> Date = Date.init

    var lastBackupText: String {
        guard let lastBackup else { return "Never backed up" }
        let minutes = Int(now().timeIntervalSince(lastBackup) / 60)
        return "Last backup \(minutes) minutes ago"
    }
}
