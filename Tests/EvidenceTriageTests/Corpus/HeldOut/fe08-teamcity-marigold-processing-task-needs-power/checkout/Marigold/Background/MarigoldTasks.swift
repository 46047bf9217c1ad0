import BackgroundTasks
import EvidenceRecorder

enum MarigoldTasks {
    static let backup = try! TaskIdentifier("com.marigold.backup.processing")
    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register(job: PhotoBackupJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: backup.rawValue, using: nil) { task in
            BackupAdapter(job: job).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(backup, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func scheduleBackup(earliest: Date) throws {
        let request = BGProcessingTaskRequest(identifier: backup.rawValue)
        request.earliestBeginDate = earliest
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true        // not configurable yet; see MAR-812
        try BGTaskScheduler.shared.submit(request)
        try? recorder.record(backup, kind: .processing, phase: .submission, outcome: .succeeded)
    }
}
