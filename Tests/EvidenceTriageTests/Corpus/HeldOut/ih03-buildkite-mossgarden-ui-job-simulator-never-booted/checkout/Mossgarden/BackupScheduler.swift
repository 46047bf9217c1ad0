import BackgroundTasks
import Foundation

extension Notification.Name {
    static let photoBackupDidStart = Notification.Name("PhotoBackupDidStart")
}

final class BackupScheduler {
    static let shared = BackupScheduler()

    static let photoBackupID = "com.mossgarden.journal.photo-backup"
    static let remindersRefreshID = "com.mossgarden.journal.reminders-refresh"

    private let recorder = DiagnosticsRecorder.shared

    func registerHandlers() {
        let backup = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.photoBackupID, using: nil) { task in
            NotificationCenter.default.post(name: .photoBackupDidStart, object: nil)
            PhotoBackupJob.live.run(task: task as! BGProcessingTask)
        }
        NSLog("[Mossgarden] launch: registered %@ (processing) -> %@", Self.photoBackupID, backup ? "true" : "false")
        recorder.record(Self.photoBackupID, kind: .processing, phase: .registration, ok: backup)

        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.remindersRefreshID, using: nil) { task in
            ReminderRefresh.live.run(task: task as! BGAppRefreshTask)
        }
        NSLog("[Mossgarden] launch: registered %@ (appRefresh) -> %@", Self.remindersRefreshID, refresh ? "true" : "false")
        recorder.record(Self.remindersRefreshID, kind: .appRefresh, phase: .registration, ok: refresh)
    }

    static func makeNightlyRequest(after delay: TimeInterval = 60) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: photoBackupID)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: delay)
        return request
    }

    func scheduleNightlyBackup(after delay: TimeInterval = 60) {
        let request = Self.makeNightlyRequest(after: delay)
        NSLog("[Backup] submitting %@ earliestBeginDate=%@", Self.photoBackupID, "\(request.earliestBeginDate!)")
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.photoBackupID, kind: .processing, phase: .submission, ok: true)
        } catch {
            NSLog("[Backup] photo-backup submit failed: %@", "\(error)")
            recorder.record(Self.photoBackupID, kind: .processing, phase: .submission, ok: false, error: error)
        }
    }
}
