import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Checks shared-list changes and restock suggestions in the background.
final class RestockRefresh {
    static let shared = RestockRefresh()
    static let identifier = "com.pinecone.pantry.restock-refresh"

    private(set) var lastRun: Date?
    private let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(RestockRefresh.identifier)

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.run(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func schedule(earliestIn seconds: TimeInterval = 4 * 3600) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("RestockRefresh: submit failed: \(error)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private func run(_ task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        lastRun = Date()
        task.setTaskCompleted(success: true)
        try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .succeeded)
    }
}
