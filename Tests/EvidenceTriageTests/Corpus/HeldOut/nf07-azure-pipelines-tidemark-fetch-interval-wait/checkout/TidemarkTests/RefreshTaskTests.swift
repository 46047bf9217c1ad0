import BackgroundTasks
import XCTest
@testable import Tidemark

final class RefreshTaskTests: XCTestCase {
    func testRefreshIsSubmittedOnBackground() throws {
        let scheduler = RecordingScheduler()
        TideRefreshCoordinator(scheduler: scheduler).sceneDidEnterBackground()
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.tidemark.app.tides-refresh"])
    }

    func testRefreshLaunchesWithinFifteenMinutes() throws {
        let launched = expectation(description: "tides-refresh launch handler")
        TideRefreshCoordinator.shared.onLaunch = { _ in launched.fulfill() }
        let request = BGAppRefreshTaskRequest(identifier: "com.tidemark.app.tides-refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)
        wait(for: [launched], timeout: 900)
    }
}
