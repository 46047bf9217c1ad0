import BackgroundTasks
import workmanager

/// Swift mirror of lib/src/background/backup_check_task.dart so the native
/// tests can drive the same submission the plugin makes.
enum BackupCheckScheduler {
    static let uniqueName = "fennel-backup-check"
    static let taskName = "dev.fennel.notes.backupCheck"

    static func schedule(frequency: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: uniqueName)
        request.earliestBeginDate = Date(timeIntervalSinceNow: frequency)
        try BGTaskScheduler.shared.submit(request)
    }
}
