import XCTest
@testable import KestrelCam

final class ExposureFormatterTests: XCTestCase {
    func testPositiveCompensation() {
        XCTAssertEqual(ExposureFormatter().string(for: 0.3), "+0.3 EV")
    }

    func testNegativeCompensationUsesMinusSign() {
        XCTAssertEqual(ExposureFormatter().string(for: -0.7), "\u{2212}0.7 EV")
    }
}
