import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Two app-refresh tasks: the feed refresh pulls new articles, the badge refresh
/// only recounts unread items for the icon badge.
final class RefreshScheduler {
    static let feedRefresh = "com.foxglove.reader.feed-refresh"
    static let badgeRefresh = "com.foxglove.reader.badge-refresh"
    static let shared = RefreshScheduler()

    let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from FoxgloveAppDelegate.application(_:didFinishLaunchingWithOptions:).
    func registerAtLaunch() {
        for identifier in [Self.feedRefresh, Self.badgeRefresh] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
                RefreshJobs.handle(task as! BGAppRefreshTask)
            }
            try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .registration,
                                 outcome: ok ? .succeeded : .failed,
                                 error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
        }
    }

    func submitFeedRefresh() throws {
        try submit(Self.feedRefresh, after: 30 * 60)
    }

    func submitBadgeRefresh() throws {
        try submit(Self.badgeRefresh, after: 60 * 60)
    }

    private func submit(_ identifier: String, after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        let id = try! TaskIdentifier(identifier)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
