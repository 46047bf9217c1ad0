import XCTest
@testable import Wayfarer

final class LaneGuidanceTests: XCTestCase {
    func testExitLaneHighlighted() {
        let maneuver = Maneuver(kind: .exitRight, lanes: [.straight, .straight, .straightOrRight, .right])
        let model = LaneGuidanceModel(maneuver: maneuver)
        XCTAssertEqual(model.highlightedLaneIndexes, [2, 3])
    }
}
