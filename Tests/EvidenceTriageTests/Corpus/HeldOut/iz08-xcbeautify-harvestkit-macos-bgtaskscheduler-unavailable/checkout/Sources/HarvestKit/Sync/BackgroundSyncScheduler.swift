import Foundation
#if canImport(BackgroundTasks)
import BackgroundTasks

/// Schedules the periodic field-log sync as a BGAppRefreshTask.
/// Added in #212 for the iOS app; the package is also used by the macOS
/// companion app and the macOS CI job.
public final class BackgroundSyncScheduler {
    public static let identifier = "farm.harvest.sync.field-logs"
    private let sync: FieldLogSync

    public init(sync: FieldLogSync) { self.sync = sync }

    /// Call from application(_:didFinishLaunchingWithOptions:).
    @discardableResult
    public func register() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [sync] task in
            Self.handle(task as! BGAppRefreshTask, sync: sync)
        }
    }

    public func schedule(after interval: TimeInterval = 4 * 60 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try BGTaskScheduler.shared.submit(request)
    }

    private static func handle(_ task: BGAppRefreshTask, sync: FieldLogSync) {
        let work = Task { await sync.pushPending() }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = await work.value
            task.setTaskCompleted(success: ok)
        }
    }
}
#endif
