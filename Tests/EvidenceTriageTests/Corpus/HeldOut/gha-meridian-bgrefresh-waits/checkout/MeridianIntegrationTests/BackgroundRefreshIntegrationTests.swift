import XCTest
import BackgroundTasks
@testable import Meridian

/// Runs hosted in Meridian.app on the CI simulator.
final class BackgroundRefreshIntegrationTests: XCTestCase {

    func testRegistrationSucceeds() {
        XCTAssertTrue(BackgroundTasksRegistrar.shared.didRegisterRefresh)
        XCTAssertTrue(BackgroundTasksRegistrar.shared.didRegisterCleanup)
    }

    func testSystemLaunchesRefreshWithinOneMinute() throws {
        let launched = expectation(description: "system launched refresh")
        BackgroundTasksRegistrar.shared.onRefreshLaunch = { launched.fulfill() }

        let request = BGAppRefreshTaskRequest(identifier: "com.meridian.app.feed.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5)
        try BGTaskScheduler.shared.submit(request)

        wait(for: [launched], timeout: 60)
    }

    func testSubmitCleanupProcessingRequest() {
        let request = BGProcessingTaskRequest(identifier: "com.meridian.app.cache.cleanup")
        request.requiresExternalPower = false
        request.requiresNetworkConnectivity = false
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
