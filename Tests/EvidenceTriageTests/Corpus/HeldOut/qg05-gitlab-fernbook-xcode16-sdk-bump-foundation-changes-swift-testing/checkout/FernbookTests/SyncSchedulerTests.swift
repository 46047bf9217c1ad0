import XCTest
@testable import Fernbook

final class SyncSchedulerTests: XCTestCase {
    func testSyncSubmitsRefreshRequest() {
        XCTAssertNoThrow(try SyncScheduler.shared.schedule())
    }
}
