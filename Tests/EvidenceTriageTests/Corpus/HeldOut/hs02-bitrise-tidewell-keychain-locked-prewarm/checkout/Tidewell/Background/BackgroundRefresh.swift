import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundRefresh {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Tide tables and alerts; listed in BGTaskSchedulerPermittedIdentifiers since 3.0.
    static let feed = try! TaskIdentifier("com.tidewell.app.refresh")
    /// Renews the OAuth refresh token before it expires (TW-612).
    static let tokenRefresh = try! TaskIdentifier("com.tidewell.app.token-refresh")

    static func registerHandlers(session: SessionModel) {
        register(feed) { task in FeedRefreshJob().handle(task) }
        register(tokenRefresh) { task in TokenRenewalJob(session: session).handle(task) }
    }

    private static func register(_ id: TaskIdentifier, handler: @escaping (BGAppRefreshTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { task in
            try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            handler(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func submitTokenRefresh(after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: tokenRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(tokenRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(tokenRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
            throw error
        }
    }
}
