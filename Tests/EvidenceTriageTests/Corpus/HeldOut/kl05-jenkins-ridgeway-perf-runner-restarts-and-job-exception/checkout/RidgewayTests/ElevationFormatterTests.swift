import XCTest
@testable import Ridgeway

final class ElevationFormatterTests: XCTestCase {
    func testFeetRounding() {
        XCTAssertEqual(ElevationFormatter(units: .imperial).string(meters: 4_392.4), "14,411 ft")
    }

    func testMetersKeepsGrouping() {
        XCTAssertEqual(ElevationFormatter(units: .metric).string(meters: 4_392.4), "4,392 m")
    }
}
