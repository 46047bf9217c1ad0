import BackgroundTasks
import EvidenceRecorder
import Foundation
import OSLog

enum FernwayBackgroundTasks {
    static let log = Logger(subsystem: "com.fernway.app", category: "bgtasks")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Identifiers follow the running flavor: com.fernway.app[.beta|.debug].refresh
    static var prefix: String { Bundle.main.bundleIdentifier ?? "com.fernway.app" }
    static var refresh: TaskIdentifier { try! TaskIdentifier("\(prefix).refresh") }
    static var cleanup: TaskIdentifier { try! TaskIdentifier("\(prefix).cleanup") }

    static func registerAll(trips: TripSyncJob.Factory, cleaner: OfflineMapCleanup.Factory) {
        register(refresh, kind: .appRefresh) { task in
            TripRefreshAdapter(job: trips()).handle(task: task as! BGAppRefreshTask)
        }
        register(cleanup, kind: .processing) { task in
            OfflineMapCleanupAdapter(job: cleaner()).handle(task: task as! BGProcessingTask)
        }
    }

    private static func register(_ id: TaskIdentifier, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil, launchHandler: handler)
        log.info("register \(id.rawValue, privacy: .public) -> \(ok)")
        try? recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit \(refresh.rawValue, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
