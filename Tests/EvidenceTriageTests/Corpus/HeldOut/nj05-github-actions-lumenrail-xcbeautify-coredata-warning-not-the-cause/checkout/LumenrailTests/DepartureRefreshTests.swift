import XCTest
import BackgroundTasks
@testable import Lumenrail

final class DepartureRefreshTests: XCTestCase {
    func testRefreshRunsWithinTwoMinutes() throws {
        let launched = expectation(description: "BGAppRefreshTask launched")
        DepartureRefresh.shared.onLaunch = { _ in launched.fulfill() }
        let request = BGAppRefreshTaskRequest(identifier: DepartureRefresh.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)
        wait(for: [launched], timeout: 120)
    }
}
