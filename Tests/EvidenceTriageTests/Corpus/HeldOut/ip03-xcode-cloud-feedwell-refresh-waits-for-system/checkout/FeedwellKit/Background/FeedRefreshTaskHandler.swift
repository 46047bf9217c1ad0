import BackgroundTasks
import Foundation
import os

/// Runs a full refresh of every active account inside a BGAppRefreshTask.
/// We ask for a refresh every 15 minutes; iOS decides when (and whether) it runs.
public final class FeedRefreshTaskHandler {
    public static let identifier = "net.feedwell.ios.feed-refresh"
    private static let logger = Logger(subsystem: "net.feedwell.ios", category: "BackgroundRefresh")

    private let accountManager: AccountManager
    private let scheduler: TaskScheduling
    private var progressObserver: NSObjectProtocol?

    public init(accountManager: AccountManager, scheduler: TaskScheduling = BGTaskScheduler.shared) {
        self.accountManager = accountManager
        self.scheduler = scheduler
    }

    public func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try scheduler.submit(request)
            BackgroundDiagnostics.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            BackgroundDiagnostics.shared.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
            Self.logger.error("Could not schedule app refresh: \(error as NSError, privacy: .public)")
        }
    }

    public func handle(_ task: RefreshTask) {
        BackgroundDiagnostics.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
        scheduleAppRefresh()
        task.expirationHandler = {
            Self.logger.info("Background refresh expired")
            task.setTaskCompleted(success: false)
        }
        // Completes the BGTask once every account's refresh progress reports complete.
        progressObserver = NotificationCenter.default.addObserver(
            forName: .combinedRefreshProgressDidChange, object: nil, queue: .main
        ) { [weak self] _ in
            guard let self, self.accountManager.combinedRefreshProgress.isComplete else { return }
            NotificationCenter.default.removeObserver(self.progressObserver!)
            self.accountManager.lastBackgroundRefresh = Date()
            Self.logger.info("Background refresh finished")
            task.setTaskCompleted(success: true)
        }
        accountManager.refreshAll()
    }
}
