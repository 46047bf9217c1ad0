import XCTest
@testable import Switchback

final class ElevationProfileTests: XCTestCase {
    func testSteadyClimb() {
        XCTAssertEqual(ElevationProfile(samples: [100, 110, 120, 130]).totalAscent, 30, accuracy: 0.001)
    }

    func testTotalAscentIgnoresBarometricNoise() {
        // Flat trail with ±1.5 m barometer jitter, then a real 20 m climb.
        let samples: [Double] = [200, 201, 199, 202, 199, 202, 199, 202, 212, 222]
        XCTAssertEqual(ElevationProfile(samples: samples).totalAscent, 20, accuracy: 0.5)
    }

    func testDescentOnly() {
        XCTAssertEqual(ElevationProfile(samples: [300, 280, 260]).totalAscent, 0, accuracy: 0.001)
    }
}
