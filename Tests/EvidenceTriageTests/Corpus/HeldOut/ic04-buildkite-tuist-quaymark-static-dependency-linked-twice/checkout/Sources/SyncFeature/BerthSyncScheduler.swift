import BackgroundTasks
import Dependencies
import Foundation

public final class BerthSyncScheduler {
    public static let identifier = "com.quaymark.app.berth-sync"
    @Dependency(\.taskScheduler) var taskScheduler
    @Dependency(\.date.now) var now

    public init() {}

    public func scheduleNightlySync() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        do {
            try taskScheduler.submit(request)
            SyncDiagnostics.record(Self.identifier, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BerthSync] nightly sync submit failed: %@", String(describing: error))
            SyncDiagnostics.record(Self.identifier, phase: .submission, outcome: .failed, error: error)
        }
    }
}
