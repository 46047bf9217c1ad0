import XCTest
@testable import Glowline

final class DeltaFormatterTests: XCTestCase {
    func testPositiveDelta() {
        XCTAssertEqual(DeltaFormatter.string(for: 4), "+4")
    }

    func testNegativeDeltaUsesMinusSign() {
        XCTAssertEqual(DeltaFormatter.string(for: -3), "\u{2212}3")
    }
}
