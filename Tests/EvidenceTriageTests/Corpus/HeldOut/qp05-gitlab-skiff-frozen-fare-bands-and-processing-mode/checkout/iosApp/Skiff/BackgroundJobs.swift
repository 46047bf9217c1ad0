import BackgroundTasks
import Foundation
import SkiffShared

final class BackgroundJobs {
    static let refreshID = "app.skiff.ios.refresh"
    static let cleanupID = "app.skiff.ios.cleanup"
    static let shared = BackgroundJobs()

    func registerAll() {
        let r = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            self.runRefresh(task)
        }
        TaskEventLog.record(Self.refreshID, .appRefresh, .registration, ok: r)
        let c = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.cleanupID, using: nil) { task in
            self.runCleanup(task)
        }
        TaskEventLog.record(Self.cleanupID, .processing, .registration, ok: c)
    }

    func scheduleCleanup() throws {
        let request = BGProcessingTaskRequest(identifier: Self.cleanupID)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskEventLog.record(Self.cleanupID, .processing, .submission, ok: true)
        } catch {
            Logger.bg.error("Could not schedule cleanup: \(error, privacy: .public)")
            TaskEventLog.record(Self.cleanupID, .processing, .submission, ok: false, error: error)
            throw error
        }
    }

    func refreshFares(feed: [Int: Int]) {
        Logger.bg.info("applying fare feed (\(feed.count) bands)")
        FareCalculator.shared.applyFeed(update: feed.mapKeys { KotlinInt(int: Int32($0)) }.mapValues { KotlinInt(int: Int32($0)) })
    }

    private func runRefresh(_ task: BGTask) {
        TaskEventLog.record(Self.refreshID, .appRefresh, .launch, ok: true)
        DispatchQueue.global(qos: .utility).async {
            self.refreshFares(feed: FeedCache.latestBands())
            task.setTaskCompleted(success: true)
        }
    }

    private func runCleanup(_ task: BGTask) { CacheJanitor.sweep(); task.setTaskCompleted(success: true) }
}
