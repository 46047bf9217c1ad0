import BackgroundTasks
import Foundation

protocol RefreshTaskType: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTaskType {}

/// `com.wavelength.app.episode-refresh`: fetch new episodes, then flush analytics,
/// then complete the task.
final class EpisodeRefreshHandler {
    static let identifier = "com.wavelength.app.episode-refresh"
    private let feeds: FeedRefreshing
    private let flusher: AnalyticsFlusher

    init(feeds: FeedRefreshing, flusher: AnalyticsFlusher) {
        self.feeds = feeds
        self.flusher = flusher
    }

    func handle(_ task: RefreshTaskType) {
        DiagnosticsRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        let work = Task {
            let newEpisodes = await feeds.refreshSubscribed()
            DiagnosticsRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .execution, outcome: .succeeded)
            NSLog("[Refresh] %d new episodes", newEpisodes)
            flusher.flush {
                DiagnosticsRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            }
        }
        task.expirationHandler = {
            work.cancel()
            task.setTaskCompleted(success: false)
        }
    }
}
