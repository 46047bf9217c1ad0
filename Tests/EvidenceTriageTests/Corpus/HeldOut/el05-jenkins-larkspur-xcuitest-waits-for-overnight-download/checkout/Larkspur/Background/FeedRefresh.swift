import BackgroundTasks
import EvidenceRecorder
import UIKit

enum FeedRefresh {
    static let identifier = "com.larkspur.feed.refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// AppDelegate.application(_:didFinishLaunchingWithOptions:)
    static func register(downloader: EpisodeDownloader) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            FeedRefreshAdapter(downloader: downloader).handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    /// Called from sceneDidEnterBackground and from Settings > "Refresh now".
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
