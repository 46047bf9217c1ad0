import BackgroundTasks
import Foundation
import os

enum BackgroundTasks {
    static let refreshID = "com.meadowlark.feed.refresh"
    static let cleanupID = "com.meadowlark.feed.cleanup"
    static var onRefreshHandled: (() -> Void)?
    static var onCleanupHandled: (() -> Void)?
    private static let log = Logger(subsystem: "com.meadowlark", category: "BackgroundScheduler")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(job: FeedRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in
            Task {
                try? await job.run(trigger: .backgroundTask)
                task.setTaskCompleted(success: true)
                onRefreshHandled?()
            }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanupID, using: nil) { task in
            EpisodeCleanup.run()
            task.setTaskCompleted(success: true)
            onCleanupHandled?()
        }
    }

    static func scheduleFeedRefresh(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: refreshID)
        request.earliestBeginDate = earliest
        do { try BGTaskScheduler.shared.submit(request) }
        catch { print("❌ [BackgroundScheduler] Failed to submit task: \(error.localizedDescription)") }
    }

    static func scheduleCleanup(requiresExternalPower: Bool) throws {
        let request = BGProcessingTaskRequest(identifier: cleanupID)
        request.requiresExternalPower = requiresExternalPower
        do { try BGTaskScheduler.shared.submit(request) }
        catch { print("❌ [BackgroundScheduler] Failed to submit task: \(error.localizedDescription)") }
    }
}
