import XCTest
@testable import Quota

final class ThresholdPolicyTests: XCTestCase {
    func testEachThresholdNotifiesOnce() {
        var policy = ThresholdPolicy(levels: [50, 80, 95])
        let fired = [40, 55, 60, 81, 83, 96].flatMap { policy.crossed(percent: $0) }
        XCTAssertEqual(fired, [50, 80, 95])
    }
}
