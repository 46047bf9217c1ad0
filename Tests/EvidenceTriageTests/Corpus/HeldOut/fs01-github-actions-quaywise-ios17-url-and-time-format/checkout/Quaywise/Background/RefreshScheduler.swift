import BackgroundTasks
import Foundation
import os

/// Registers and schedules the periodic feed refresh.
enum RefreshScheduler {
    static let feedRefreshIdentifier = "com.quaywise.ios.feed-refresh"
    private static let log = Logger(subsystem: "com.quaywise.ios", category: "refresh")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerHandlers(runner: FeedRefreshRunner) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefreshIdentifier, using: nil) { task in
            runner.handle(task as! BGAppRefreshTask)
        }
        log.info("registered \(feedRefreshIdentifier, privacy: .public): \(ok)")
    }

    static func makeRequest(now: Date = Date()) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: feedRefreshIdentifier)
        request.earliestBeginDate = now.addingTimeInterval(15 * 60)
        return request
    }

    static func schedule() {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
        } catch {
            log.error("submit failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
