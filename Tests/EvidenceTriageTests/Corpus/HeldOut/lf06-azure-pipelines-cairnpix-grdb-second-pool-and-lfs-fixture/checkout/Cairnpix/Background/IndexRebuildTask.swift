import BackgroundTasks
import EvidenceRecorder
import Foundation

/// com.cairnpix.index.rebuild (BGProcessingTask, plugged in, overnight).
final class IndexRebuildTask {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let id = try! TaskIdentifier("com.cairnpix.index.rebuild")

    /// Created the first time the Library screen needs the indexer (#641: keeps launch light).
    static let shared: IndexRebuildTask = {
        let task = IndexRebuildTask()
        task.register()
        return task
    }()

    private func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.id.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.id, kind: .processing, phase: .launch, outcome: .succeeded)
            task.setTaskCompleted(success: true)
        }
        try? Self.recorder.record(Self.id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: Self.id.rawValue)
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
        try? Self.recorder.record(Self.id, kind: .processing, phase: .submission, outcome: .succeeded)
    }
}
