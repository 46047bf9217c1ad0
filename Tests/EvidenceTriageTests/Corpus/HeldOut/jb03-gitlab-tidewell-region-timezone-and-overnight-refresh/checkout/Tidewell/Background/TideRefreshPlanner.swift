import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskScheduling {}

/// Plans the overnight tide-table download for the coming day.
struct TideRefreshPlanner {
    static let identifier = "uk.co.tidewell.app.tide-refresh"
    let scheduler: TaskScheduling
    let clock: Clock
    let timeZone: TimeZone

    func planOvernightRefresh() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let startOfToday = calendar.startOfDay(for: clock.now)
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = startOfToday.addingTimeInterval(24 * 60 * 60)
        try scheduler.submit(request)
    }
}
