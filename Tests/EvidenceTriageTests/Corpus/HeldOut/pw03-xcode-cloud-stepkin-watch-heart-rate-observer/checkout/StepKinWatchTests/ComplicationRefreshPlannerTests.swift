import XCTest
@testable import StepKinWatch

final class ComplicationRefreshPlannerTests: XCTestCase {
    func testNextRefreshIsFifteenMinutesOut() {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let next = ComplicationRefreshPlanner().nextRefresh(after: now)
        XCTAssertEqual(next.timeIntervalSince(now), 15 * 60)
    }
}
