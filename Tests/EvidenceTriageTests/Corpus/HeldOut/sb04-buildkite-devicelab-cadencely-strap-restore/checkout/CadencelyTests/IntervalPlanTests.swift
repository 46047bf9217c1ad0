import XCTest
@testable import Cadencely

final class IntervalPlanTests: XCTestCase {
    func testRecoveryIntervalsAreInserted() {
        let plan = IntervalPlan(work: 4, workSeconds: 120, recoverySeconds: 60)
        XCTAssertEqual(plan.segments.count, 7)
        XCTAssertEqual(plan.totalSeconds, 660)
    }
}
