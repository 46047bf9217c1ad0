import BackgroundTasks
import os

final class BackupScheduler {
    static let shared = BackupScheduler(settings: .standard)
    static let processingID = "com.lumen.photos.backup"

    private let settings: BackupSettings
    private let log = Logger(subsystem: "com.lumen.photos", category: "BackupScheduler")

    init(settings: BackupSettings) { self.settings = settings }

    func registerHandlers() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.processingID, using: nil) { task in
            BGEvidence.record(Self.processingID, .processing, .launch, .succeeded)
            BackupRunner.shared.run(task as! BGProcessingTask)
        }
        BGEvidence.record(Self.processingID, .processing, .registration, ok ? .succeeded : .failed)
    }

    func makeRequest(now: Date = Date()) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: Self.processingID)
        request.requiresNetworkConnectivity = true
        // "Only while charging" is on by default in Settings → Backup.
        request.requiresExternalPower = !settings.onlyWhileCharging
        request.earliestBeginDate = now.addingTimeInterval(15 * 60)
        return request
    }

    func scheduleBackgroundBackup() {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
            BGEvidence.record(Self.processingID, .processing, .submission, .succeeded)
        } catch {
            log.error("backup submit failed: \(error as NSError, privacy: .public)")
            BGEvidence.record(Self.processingID, .processing, .submission, .failed, error: error)
        }
    }
}
