import BackgroundTasks
import EvidenceRecorder
import Foundation

enum CompactionTask {
    static let identifier = "com.ferncastle.app.compaction"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// FerncastleApp.init — before the first scene connects.
    static func register(store: PlantStore) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            CompactionAdapter(store: store).handle(task as! BGProcessingTask)
        }
        try? recorder.record(try! TaskIdentifier(identifier), kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(after date: Date) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = date
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(identifier), kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(try! TaskIdentifier(identifier), kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }

    static func pendingIdentifiers() throws -> [String] {
        let semaphore = DispatchSemaphore(value: 0)
        var ids: [String] = []
        BGTaskScheduler.shared.getPendingTaskRequests { requests in ids = requests.map(\.identifier); semaphore.signal() }
        semaphore.wait()
        return ids
    }
}
