import BackgroundTasks
import EvidenceRecorder
import os

enum BackgroundTaskCatalog {
    static let refresh = try! TaskIdentifier("com.saltmarsh.tides.refresh")   // BGAppRefreshTask, needs `fetch`
    static let prune = try! TaskIdentifier("com.saltmarsh.tides.prune")       // BGProcessingTask, needs `processing`

    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let log = Logger(subsystem: "com.saltmarsh.tides", category: "background")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(services: AppServices) {
        register(refresh, kind: .appRefresh) { task in
            TideRefreshAdapter(job: services.tideRefreshJob).handle(task: task as! BGAppRefreshTask)
        }
        register(prune, kind: .processing) { task in
            CachePruneAdapter(job: services.cachePruneJob).handle(task: task as! BGProcessingTask)
        }
    }

    private static func register(_ id: TaskIdentifier, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil, launchHandler: handler)
        if !ok {
            log.error("register(\(id.rawValue, privacy: .public)) returned false")
        }
        try? recorder.record(id, kind: kind, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        submit(request, id: refresh, kind: .appRefresh)
    }

    static func schedulePrune() {
        let request = BGProcessingTaskRequest(identifier: prune.rawValue)
        request.requiresExternalPower = true
        submit(request, id: prune, kind: .processing)
    }

    private static func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    /// Read back by the unit tests: identifiers whose registration record failed.
    static func failedRegistrations() throws -> [String] {
        try recorder.readAll()
            .filter { $0.phase == .registration && $0.outcome == .failed }
            .map(\.identifier)
            .sorted()
    }
}
