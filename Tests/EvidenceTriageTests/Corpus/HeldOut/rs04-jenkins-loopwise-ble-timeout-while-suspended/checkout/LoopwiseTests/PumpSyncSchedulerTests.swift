import XCTest
import BackgroundTasks
@testable import Loopwise

final class PumpSyncSchedulerTests: XCTestCase {
    func testRefreshSubmissionSucceeds() throws {
        XCTAssertNoThrow(try PumpSyncScheduler.shared.scheduleRefresh(after: 15 * 60))
    }
}
