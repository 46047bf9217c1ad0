import BackgroundTasks
import Foundation

protocol TaskScheduling { func submit(_ request: BGTaskRequest) throws }
protocol Clock { var now: Date { get } }

final class DailySessionRefresh {
    static let identifier = "com.peonylabs.peony.daily-sessions"
    private let scheduler: TaskScheduling
    private let clock: Clock
    private let timeZone: TimeZone

    init(scheduler: TaskScheduling, clock: Clock, timeZone: TimeZone = .current) {
        self.scheduler = scheduler
        self.clock = clock
        self.timeZone = timeZone
    }

    func scheduleNext() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let startOfToday = calendar.startOfDay(for: clock.now)
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = calendar.date(byAdding: .day, value: 1, to: startOfToday)
        try scheduler.submit(request)
    }
}
