import BackgroundTasks
import Foundation
import os

/// Full sync (history, bookmarks, tabs, logins) in a BGProcessingTask.
final class BackgroundSyncTask {
    static let identifier = "org.strata.browser.sync"
    private static let logger = Logger(subsystem: "org.strata.browser", category: "BackgroundSync")

    private let profile: BrowserProfile

    init(profile: BrowserProfile) { self.profile = profile }

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskDiagnostics.shared.record(Self.identifier, .processing, .submission, .succeeded)
        } catch {
            TaskDiagnostics.shared.record(Self.identifier, .processing, .submission, .failed, error: error)
        }
    }

    func handle(_ task: ProcessingTaskProtocol) {
        TaskDiagnostics.shared.record(Self.identifier, .processing, .launch, .succeeded)
        task.expirationHandler = {
            Self.logger.info("background sync expired")
            TaskDiagnostics.shared.record(Self.identifier, .processing, .expiration, .cancelled)
        }
        profile.syncManager.syncEverything(why: .backgrounded) { result in
            TaskDiagnostics.shared.record(Self.identifier, .processing, .completion, result.isSuccess ? .succeeded : .failed)
            task.setTaskCompleted(success: result.isSuccess)
        }
    }
}
