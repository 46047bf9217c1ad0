import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

/// Drains queued attachment uploads in a BGProcessingTask.
enum UploadDrainTask {

    static let identifier = "com.quillmate.app.upload-drain"
    private static let log = Logger(subsystem: "com.quillmate.app", category: "UploadDrain")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register(queue: UploadQueue) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(try! TaskIdentifier(identifier), kind: .processing, phase: .launch, outcome: .succeeded)
            UploadDrainAdapter(queue: queue).handle(task as! BGProcessingTask)
        }
        try? recorder.record(try! TaskIdentifier(identifier), kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
        log.info("Submitted BGProcessingTaskRequest \(identifier, privacy: .public) (requiresExternalPower=1, requiresNetworkConnectivity=1)")
        try? recorder.record(try! TaskIdentifier(identifier), kind: .processing, phase: .submission, outcome: .succeeded)
    }
}
