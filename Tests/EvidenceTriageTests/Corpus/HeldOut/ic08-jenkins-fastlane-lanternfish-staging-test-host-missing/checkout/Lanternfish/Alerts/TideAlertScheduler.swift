import BackgroundTasks
import Foundation

final class TideAlertScheduler {
    static let identifier = "com.lanternfish.tide-alerts"
    let scheduler: TaskScheduling
    let tides: TideTable

    init(scheduler: TaskScheduling = BGTaskScheduler.shared, tides: TideTable) {
        self.scheduler = scheduler
        self.tides = tides
    }

    /// Refresh alerts one hour before the next high tide at the user's spot.
    func scheduleNextRefresh(after now: Date, spot: FishingSpot) throws {
        guard let high = tides.nextHighTide(after: now, at: spot) else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current            // should be spot.timeZone
        let local = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: high)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = spot.timeZone
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = utc.date(from: local)?.addingTimeInterval(-3600)
        try scheduler.submit(request)
    }
}
