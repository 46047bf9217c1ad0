import BackgroundTasks
import Foundation

enum BackgroundJobs {
    static let feedRefresh = "app.kestrel.ios.feed-refresh"
    static let mediaPrune = "app.kestrel.ios.media-prune"

    static func registerAll() {
        register(feedRefresh, kind: .appRefresh) { task in FeedRefreshJob().run(task) }
        register(mediaPrune, kind: .processing) { task in MediaPruneJob().run(task) }
        NSLog("[Kestrel] launch: registered %@, %@", feedRefresh, mediaPrune)
    }

    private static func register(_ id: String, kind: DiagnosticRecorder.Kind,
                                 handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        DiagnosticRecorder.shared.record(id, kind, .registration, ok ? .succeeded : .failed, error: nil)
    }

    static func scheduleFeedRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: feedRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(feedRefresh, .appRefresh, .submission, .succeeded, error: nil)
        } catch {
            DiagnosticRecorder.shared.record(feedRefresh, .appRefresh, .submission, .failed, error: error)
        }
    }
}
