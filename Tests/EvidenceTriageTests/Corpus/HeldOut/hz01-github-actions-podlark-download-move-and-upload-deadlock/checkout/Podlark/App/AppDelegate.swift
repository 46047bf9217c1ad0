import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let feedRefresh = try! TaskIdentifier("com.podlark.app.feed-refresh")

    /// Completion handlers handed to us by the system for the two background URL sessions,
    /// keyed by session identifier (`com.podlark.app.episode-downloads`, `com.podlark.app.playback-reports`).
    var backgroundSessionCompletionHandlers: [String: () -> Void] = [:]

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.feedRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            FeedRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.feedRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        EpisodeDownloader.shared.reconnectBackgroundSession()
        PlaybackReportUploader.shared.reconnectBackgroundSession()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        FeedRefresher.shared.scheduleNext()
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        backgroundSessionCompletionHandlers[identifier] = completionHandler
    }
}
