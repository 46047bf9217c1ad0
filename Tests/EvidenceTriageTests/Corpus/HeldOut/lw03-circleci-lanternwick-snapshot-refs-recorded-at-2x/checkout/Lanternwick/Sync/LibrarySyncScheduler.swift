import BackgroundTasks
import Foundation

struct LibrarySyncScheduler {
    static let identifier = "com.lanternwick.library-sync"
    /// Sync the library at most every six hours.
    static let interval: TimeInterval = 6 * 60

    var now: () -> Date = Date.init

    func makeRequest() -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = now().addingTimeInterval(Self.interval)
        return request
    }

    func schedule(using scheduler: BGTaskScheduler = .shared) throws {
        try scheduler.submit(makeRequest())
    }
}
