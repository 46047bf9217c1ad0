import XCTest
@testable import Saltmarsh

final class TideAlertSchedulerTests: XCTestCase {
    func testRequestUsesThirtyMinuteFloor() {
        let scheduler = TideAlertScheduler()
        XCTAssertEqual(TideAlertScheduler.identifier, "uk.saltmarsh.tides.alert-refresh")
        _ = scheduler
    }

    func testRefreshSubmittedOnSimulator() {
        let submitted = TideAlertScheduler().scheduleRefresh()
        XCTAssertTrue(submitted, "refresh request should be accepted by the scheduler")
    }
}
