import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Registers Coppice's two background tasks. The identifiers are derived from the
/// bundle identifier so that Debug, Staging and App Store builds installed side by
/// side do not share task requests; Info.plist lists them as $(COPPICE_BG_PREFIX).*.
enum BackgroundTaskRegistry {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static var prefix: String { Bundle.main.bundleIdentifier! }
    static var feedRefresh: String { "\(prefix).feed-refresh" }
    static var ledgerImport: String { "\(prefix).ledger-import" }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(container: AppContainer) {
        register(feedRefresh, kind: .appRefresh) { task in
            FeedRefreshAdapter(job: container.feedRefreshJob).handle(task as! BGAppRefreshTask)
        }
        register(ledgerImport, kind: .processing) { task in
            LedgerImportAdapter(job: container.ledgerImportJob).handle(task as! BGProcessingTask)
        }
    }

    private static func register(_ identifier: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
        NSLog("BackgroundTaskRegistry: register %@ -> %@", identifier, ok ? "ok" : "REJECTED")
        guard let id = try? TaskIdentifier(identifier) else { return }
        try? recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}

final class FeedRefreshScheduler {
    func submitNextRefresh(after interval: TimeInterval = 30 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskRegistry.feedRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        let id = try TaskIdentifier(BackgroundTaskRegistry.feedRefresh)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? BackgroundTaskRegistry.recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("FeedRefreshScheduler: submit failed: %@", String(describing: error))
            try? BackgroundTaskRegistry.recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed,
                                                        error: ErrorType(error))
            throw error
        }
    }
}
