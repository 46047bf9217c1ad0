import BackgroundTasks
import XCTest
@testable import Coppice

final class FeedRefreshSchedulerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "FeedRefreshSchedulerTests/testSubmitsAppRefreshRequest", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        BGTaskScheduler.shared.cancelAllTaskRequests()
        super.tearDown()
    }

    func testSubmitsAppRefreshRequest() {
        XCTAssertNoThrow(try FeedRefreshScheduler().submitNextRefresh())
    }
}
