import BackgroundTasks
import Foundation

/// Registers every background task at launch and records each registration
/// (evidence.diagnostic/v1 records in Library/Caches/evidence/diagnostics.jsonl).
enum BackgroundTaskRegistry {
    static var bundlePrefix: String { Bundle.main.bundleIdentifier ?? "com.ferrule.transit" }
    static var cleanup: String { bundlePrefix + ".cleanup" }
    static var refresh: String { bundlePrefix + ".refresh" }
    static var prefetch: String { bundlePrefix + ".prefetch" }

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(jobs: BackgroundJobs) {
        register(cleanup, kind: .processing) { task in jobs.cleanup.handle(task as! BGProcessingTask) }
        register(refresh, kind: .appRefresh) { task in jobs.departures.handle(task as! BGAppRefreshTask) }
        register(prefetch, kind: .processing) { task in jobs.prefetch.handle(task as! BGProcessingTask) }
    }

    private static func register(_ identifier: String, kind: DiagnosticRecord.TaskKind,
                                 handler: @escaping (BGTask) -> Void) {
        let accepted = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
        DiagnosticsLog.shared.append(.init(identifier: identifier, taskKind: kind, phase: .registration,
                                           outcome: accepted ? .succeeded : .failed,
                                           errorType: accepted ? nil : "BGTaskScheduler.registrationRejected"))
    }
}

final class DepartureRefreshScheduler {
    func scheduleRefresh(now: Date = Date()) throws {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskRegistry.refresh)
        request.earliestBeginDate = now.addingTimeInterval(20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsLog.shared.append(.init(identifier: request.identifier, taskKind: .appRefresh,
                                               phase: .submission, outcome: .succeeded, errorType: nil))
        } catch {
            let ns = error as NSError
            DiagnosticsLog.shared.append(.init(identifier: request.identifier, taskKind: .appRefresh,
                                               phase: .submission, outcome: .failed,
                                               errorType: "\(ns.domain):\(ns.code)"))
            throw error
        }
    }
}
