import XCTest
@testable import Pulsebeat

final class ZoneCalculatorTests: XCTestCase {
    private let calc = ZoneCalculator(maxHeartRate: 190, restingHeartRate: 55)

    func testKarvonenZone1LowerBound() {
        XCTAssertEqual(calc.range(for: .zone1).lowerBound, 122)
    }

    func testKarvonenZone2UpperBound() {
        // HRR = 135; zone 2 ends at 70 % -> 55 + 0.7 * 135 = 149.5 -> 150
        XCTAssertEqual(calc.range(for: .zone2).upperBound, 150)
    }
}
