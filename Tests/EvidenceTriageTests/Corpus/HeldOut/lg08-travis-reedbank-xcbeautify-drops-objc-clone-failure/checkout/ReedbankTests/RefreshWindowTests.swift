import BackgroundTasks
import XCTest
@testable import Reedbank

final class RefreshWindowTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "RefreshWindowTests/testRefreshStartsWithinTwoMinutesOfEarliestBeginDate", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshStartsWithinTwoMinutesOfEarliestBeginDate() throws {
        let launched = expectation(description: "refresh launched")
        ReedbankTasks.onRefreshLaunch = { launched.fulfill() }
        let request = BGAppRefreshTaskRequest(identifier: "com.reedbank.app.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try ReedbankTasks.submit(request, id: ReedbankTasks.refresh, kind: .appRefresh)
        wait(for: [launched], timeout: 120)
    }
}
