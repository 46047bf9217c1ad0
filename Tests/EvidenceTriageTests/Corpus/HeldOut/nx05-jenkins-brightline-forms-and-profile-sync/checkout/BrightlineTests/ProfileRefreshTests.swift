import XCTest
import BackgroundTasks
@testable import Brightline

final class ProfileRefreshTests: XCTestCase {
    func testRefreshHandlerRunsAfterSubmit() throws {
        let ran = expectation(description: "profile refresh ran")
        ProfileRefresher.shared.onRunForTesting = { ran.fulfill() }
        ProfileRefresher.shared.schedule()
        BGTaskSchedulerTesting.simulateLaunch(identifier: ProfileRefresher.identifier)
        wait(for: [ran], timeout: 30)
    }
}
