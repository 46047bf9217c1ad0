import BackgroundTasks

final class EpisodeRefresh {
    static let shared = EpisodeRefresh()
    static let identifier = "com.yarrowapp.yarrow.episode-refresh"
    var feed: FeedServing = FeedServer.live
    var onCompleteForTesting: (() -> Void)?

    func schedule(in seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        try BGTaskScheduler.shared.submit(request)
        Logger.bg.info("submitted \(Self.identifier, privacy: .public) earliest=\(request.earliestBeginDate!, privacy: .public)")
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
    }

    func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
        Task {
            await feed.downloadNewEpisodes()
            task.setTaskCompleted(success: true)
            onCompleteForTesting?()
        }
    }
}
