import BackgroundTasks
import EvidenceRecorder
import Foundation

protocol TaskSubmitting {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskSubmitting {}

final class FeedRefreshScheduler {
    static let shared = FeedRefreshScheduler(scheduler: BGTaskScheduler.shared)
    static let identifier = try! TaskIdentifier("com.wrenfield.podcasts.feed-refresh")

    private let scheduler: TaskSubmitting
    private let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private(set) var lastSubmittedRequest: BGAppRefreshTaskRequest?

    init(scheduler: TaskSubmitting) {
        self.scheduler = scheduler
    }

    func registerHandler(persistence: PersistenceController) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier.rawValue, using: nil) { task in
            FeedRefreshAdapter(job: FeedRefreshJob(persistence: persistence)).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(Self.identifier, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    @discardableResult
    func scheduleFeedRefresh(after interval: TimeInterval = 30 * 60) -> Result<Void, Error> {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request)
            lastSubmittedRequest = request
            try? recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return .success(())
        } catch {
            print("Could not schedule feed refresh: \(error)")
            try? recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            return .failure(error)
        }
    }
}
