import XCTest
@testable import Trailmark

final class ElevationGainCalculatorTests: XCTestCase {
    func testClimbAndDescentAreSeparated() {
        let gain = ElevationGainCalculator().gain(for: [100, 150, 120, 180])
        XCTAssertEqual(gain.ascent, 110, accuracy: 0.5)
        XCTAssertEqual(gain.descent, 30, accuracy: 0.5)
    }

    func testIgnoresSubThresholdNoise() {
        // 1 km of flat trail recorded with ±3 m GPS altitude jitter, plus one real 12 m rise.
        let jitter: [Double] = [200, 203, 200, 197, 200, 203, 200, 197, 200, 203, 212, 209, 212, 215, 212]
        let gain = ElevationGainCalculator(hysteresis: 5).gain(for: jitter)
        XCTAssertEqual(gain.ascent, 12.0, accuracy: 0.5, "3 m GPS jitter on a flat 1 km must not count as climbing")
    }

    func testUsesBarometerWhenAvailable() {
        let gain = ElevationGainCalculator().gain(for: [10, 20], barometric: [10, 11])
        XCTAssertEqual(gain.ascent, 1, accuracy: 0.1)
    }
}
