import BackgroundTasks
import Foundation

extension Notification.Name {
    static let journalBackupFinished = Notification.Name("JournalBackupFinished")
}

enum JournalBackupTask {
    static let identifier = "com.murmurlog.app.journal-backup"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Diagnostics.record(identifier, .processing, .launch, .succeeded)
            BackupWriter.shared.writeEncryptedArchive { ok in
                NotificationCenter.default.post(name: .journalBackupFinished, object: nil)
                task.setTaskCompleted(success: ok)
            }
        }
        Diagnostics.record(identifier, .processing, .registration, .succeeded)
    }

    /// Overnight backup: earliest 02:00, on power.
    static func scheduleTonight(calendar: Calendar = .current, now: Date = Date()) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = calendar.nextDate(after: now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        try BGTaskScheduler.shared.submit(request)
        Diagnostics.record(identifier, .processing, .submission, .succeeded)
    }
}
