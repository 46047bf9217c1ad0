import BackgroundTasks

/// Nightly encrypted backup of workouts to iCloud Drive.
enum NightlyBackupScheduler {
    static let identifier = "app.wrenfield.fitness.nightly-backup"
    private static var registered = false

    /// Registration moved here from AppDelegate in #2741 so the backup code is only
    /// loaded for people who turn backups on (SettingsViewModel calls this).
    static func ensureRegistered() {
        guard !registered else { return }
        registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            BackupJob.shared.handle(task as! BGProcessingTask)
        }
    }
}
