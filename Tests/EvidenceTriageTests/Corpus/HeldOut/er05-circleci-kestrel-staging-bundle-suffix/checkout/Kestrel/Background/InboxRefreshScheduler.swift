import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Pulls new mail headers in the background so the inbox is warm on open.
final class InboxRefreshScheduler: @unchecked Sendable {
    static let identifier = "com.kestrelhq.kestrel.inbox-refresh"
    static let shared = InboxRefreshScheduler()

    let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(InboxRefreshScheduler.identifier)
    var onHandle: (@Sendable () -> Void)?

    /// Called from KestrelAppDelegate.application(_:didFinishLaunchingWithOptions:).
    func registerAtLaunch() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [self] task in
            try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            onHandle?()
            InboxRefreshJob.shared.handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
