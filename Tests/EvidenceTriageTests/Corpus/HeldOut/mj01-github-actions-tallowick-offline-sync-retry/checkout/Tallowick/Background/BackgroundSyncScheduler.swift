import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundSyncScheduler {
    static let identifier = "com.tallowick.reader.sync"

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    static func register(queue: OfflineSyncQueue, recorder: EvidenceRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask, queue: queue, recorder: recorder)
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(recorder: EvidenceRecorder) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }

    static func handle(_ task: RefreshTask, queue: OfflineSyncQueue, recorder: EvidenceRecorder) {
        try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        let work = Task {
            do {
                _ = try await queue.drain()
                try? recorder.record(identifier, kind: .appRefresh, phase: .execution, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(identifier, kind: .appRefresh, phase: .execution, outcome: .failed, error: error)
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}

/// What the handler needs from a BGAppRefreshTask; tests pass a fake.
protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTask {}
