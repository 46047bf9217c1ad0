import BackgroundTasks
import Foundation

/// Schedules the nightly database compaction (BGProcessingTask) for the next
/// 02:00 in the user's time zone.
final class NightlyCompaction {
    static let identifier = "com.ledgerly.app.nightly-compaction"

    private let scheduler: TaskScheduling
    private let clock: Clock
    private let timeZone: TimeZone

    init(scheduler: TaskScheduling, clock: Clock, timeZone: TimeZone = .current) {
        self.scheduler = scheduler
        self.clock = clock
        self.timeZone = timeZone
    }

    func scheduleNext() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = nextRunDate()
        try scheduler.submit(request)
    }

    func nextRunDate() -> Date {
        let calendar = Calendar.current
        let now = clock.now
        let today2am = calendar.date(bySettingHour: 2, minute: 0, second: 0, of: now)!
        // Always schedule for tomorrow so a late-night launch does not run it twice.
        return calendar.date(byAdding: .day, value: 1, to: today2am)!
    }
}

/// BGTaskScheduler, or a fake in tests.
protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskScheduling {}
