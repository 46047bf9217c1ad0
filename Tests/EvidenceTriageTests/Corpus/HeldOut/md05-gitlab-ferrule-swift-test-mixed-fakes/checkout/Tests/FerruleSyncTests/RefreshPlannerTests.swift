import XCTest
@testable import FerruleSync

final class RefreshPlannerTests: XCTestCase {
    func testEarliestBeginDateIsFifteenMinutesOut() {
        let clock = FakeClock(now: Date(timeIntervalSince1970: 1_786_000_000))
        let planner = RefreshPlanner(clock: clock, bundleIdentifier: "com.ferrule.app")
        let request = planner.nextRequest()
        XCTAssertEqual(request.earliestBeginDate, clock.now.addingTimeInterval(15 * 60))
    }
}
