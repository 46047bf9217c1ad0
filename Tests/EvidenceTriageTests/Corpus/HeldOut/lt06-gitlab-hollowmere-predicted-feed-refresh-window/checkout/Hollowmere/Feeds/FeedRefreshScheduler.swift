import BackgroundTasks
import Foundation

protocol TaskSubmitting { func submit(_ request: BGTaskRequest) throws }
extension BGTaskScheduler: TaskSubmitting {}

final class FeedRefreshScheduler {
    static let identifier = "com.hollowmere.feeds.refresh"
    private let submitter: TaskSubmitting
    private let clock: () -> Date
    private let predictor: PodcastReleasePredictor
    private let library: Library

    init(submitter: TaskSubmitting = BGTaskScheduler.shared, clock: @escaping () -> Date = Date.init,
         predictor: PodcastReleasePredictor = .init(), library: Library = .shared) {
        self.submitter = submitter; self.clock = clock; self.predictor = predictor; self.library = library
    }

    /// Asks for a refresh just before the earliest predicted release, or in an hour when nothing is predicted.
    func scheduleNext() throws {
        let now = clock()
        let predictions = library.subscriptions.compactMap { predictor.nextRelease(after: now, publishDates: $0.publishDates) }
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        if predictions.count > 1, let soonest = predictions.min() {
            request.earliestBeginDate = soonest.addingTimeInterval(-10 * 60)
        } else {
            request.earliestBeginDate = now.addingTimeInterval(60 * 60)
        }
        do {
            try submitter.submit(request)
            BackgroundEventLog.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            NSLog("[feeds] refresh submit failed: %@", error.localizedDescription)
            BackgroundEventLog.shared.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
            throw error
        }
    }
}
