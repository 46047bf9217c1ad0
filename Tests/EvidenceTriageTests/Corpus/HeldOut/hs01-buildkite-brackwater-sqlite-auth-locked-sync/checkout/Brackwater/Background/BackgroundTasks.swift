import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Registration, submission and the thin adapter between BGTaskScheduler and our jobs.
/// Every step writes an evidence.diagnostic/v1 record (identifier, phase, outcome, error type only).
enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    // Both identifiers are listed in BGTaskSchedulerPermittedIdentifiers (Info.plist).
    static let refresh = try! TaskIdentifier("com.brackwater.ledger.refresh")
    static let reconcile = try! TaskIdentifier("com.brackwater.ledger.reconcile")

    /// Test hook: called when the system hands us a task (never set in release builds).
    static var onLaunch: ((String) -> Void)?

    static func registerAll(refresh makeRefresh: @escaping @Sendable () -> RefreshJob,
                            reconcile makeReconcile: @escaping @Sendable () -> RefreshJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            onLaunch?(task.identifier)
            BackgroundTaskAdapter(job: makeRefresh(), id: refresh, kind: .appRefresh).handle(task)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let reconcileOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: reconcile.rawValue, using: nil) { task in
            onLaunch?(task.identifier)
            BackgroundTaskAdapter(job: makeReconcile(), id: reconcile, kind: .processing).handle(task)
        }
        try? recorder.record(reconcile, kind: .processing, phase: .registration,
                             outcome: reconcileOK ? .succeeded : .failed,
                             error: reconcileOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        submit(request, id: refresh, kind: .appRefresh)
    }

    static func submitReconcile(earliestBegin: Date) throws {
        let request = BGProcessingTaskRequest(identifier: reconcile.rawValue)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = earliestBegin
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(reconcile, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(reconcile, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }

    private static func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

final class BackgroundTaskAdapter {
    private let job: RefreshJob
    private let id: TaskIdentifier
    private let kind: TaskKind
    private let recorder = BackgroundTasks.recorder

    init(job: RefreshJob, id: TaskIdentifier, kind: TaskKind) {
        self.job = job
        self.id = id
        self.kind = kind
    }

    func handle(_ task: BGTask) {
        try? recorder.record(id, kind: kind, phase: .launch, outcome: .succeeded)
        if kind == .appRefresh { BackgroundTasks.scheduleRefresh() }
        task.expirationHandler = { [job, recorder, id, kind] in
            job.cancel()
            try? recorder.record(id, kind: kind, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                try await job.run()
                try? recorder.record(id, kind: kind, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: kind, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
