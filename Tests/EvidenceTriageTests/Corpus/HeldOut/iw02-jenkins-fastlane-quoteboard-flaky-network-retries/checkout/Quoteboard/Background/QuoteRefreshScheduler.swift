import BackgroundTasks
import os

final class QuoteRefreshScheduler {
    static let shared = QuoteRefreshScheduler()
    static let identifier = "com.quoteboard.app.quote-refresh"
    var onRefresh: (() -> Void)?
    private let log = Logger(subsystem: "com.quoteboard.app", category: "QuoteRefresh")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: .main) { [weak self] task in
            EvidenceRecorder.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
            self?.onRefresh?()
            task.setTaskCompleted(success: true)
        }
        EvidenceRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func schedule(after interval: TimeInterval = 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(Self.identifier, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
            EvidenceRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            log.error("submit failed: \(error as NSError, privacy: .public)")
            EvidenceRecorder.shared.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }
}
