import XCTest
@testable import Moraine

final class ProbeSyncSchedulerTests: XCTestCase {
    func testSubmitsHourlyRefresh() throws {
        try ProbeSyncScheduler.submitHourly()
        let pending = awaitPendingRequests()
        XCTAssertEqual(pending.map(\.identifier), [ProbeSyncScheduler.identifier])
    }
}
