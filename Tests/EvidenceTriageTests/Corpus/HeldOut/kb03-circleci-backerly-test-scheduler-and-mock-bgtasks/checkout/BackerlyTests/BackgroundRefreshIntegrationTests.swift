import BackgroundTasks
import XCTest
@testable import Backerly

/// Runs against the real BGTaskScheduler.shared (no mock).
final class BackgroundRefreshIntegrationTests: XCTestCase {
    func testSystemLaunchesRefreshAfterSubmit() throws {
        let launched = expectation(description: "system launched project-refresh")
        AppDelegate.shared.refreshCoordinator.onRefresh = { launched.fulfill() }

        let request = BGAppRefreshTaskRequest(identifier: ProjectRefreshPolicy.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 1)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            NSLog("project-refresh submit failed: %@", error as NSError)
        }

        wait(for: [launched], timeout: 60)
    }
}
