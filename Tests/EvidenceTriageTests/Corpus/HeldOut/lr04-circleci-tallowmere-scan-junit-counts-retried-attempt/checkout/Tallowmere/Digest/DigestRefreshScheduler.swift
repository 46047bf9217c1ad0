import BackgroundTasks
import Foundation

/// Asks for a refresh shortly before the 06:00 morning digest.
struct DigestRefreshScheduler {
    static let identifier = "com.tallowmere.digest.refresh"

    var scheduler: TaskScheduling = BGTaskScheduler.shared
    var now: () -> Date = Date.init
    var calendar = Calendar.current

    func nextEarliestBegin() -> Date {
        let today = calendar.startOfDay(for: now())
        return calendar.date(bySettingHour: 6, minute: 0, second: 0, of: today)!
    }

    func submitDigestRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = nextEarliestBegin()
        scheduler.cancel(taskRequestWithIdentifier: Self.identifier)
        try scheduler.submit(request)
    }
}
