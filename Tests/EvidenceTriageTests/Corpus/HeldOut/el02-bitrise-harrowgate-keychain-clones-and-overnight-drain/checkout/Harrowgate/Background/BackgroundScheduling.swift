import BackgroundTasks
import EvidenceRecorder
import os

enum BackgroundScheduling {
    static let drainID = "com.harrowgate.upload.drain"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let log = Logger(subsystem: "com.harrowgate", category: "BGTASK")

    /// application(_:didFinishLaunchingWithOptions:)
    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: drainID, using: nil) { task in
            UploadDrainAdapter(queue: .shared).handle(task as! BGProcessingTask)
        }
        try? recorder.record(try! TaskIdentifier(drainID), kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func scheduleQueueDrain(earliest: Date) {
        let request = BGProcessingTaskRequest(identifier: drainID)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(drainID), kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule upload drain: \(error, privacy: .public)")
            try? recorder.record(try! TaskIdentifier(drainID), kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
