import XCTest
@testable import Cairnline

final class ElevationProfileTests: XCTestCase {
    func testFlatTrackHasNoGain() {
        XCTAssertEqual(ElevationProfile().gain(for: [120, 120, 120]), 0)
    }

    func testSteadyClimb() {
        XCTAssertEqual(ElevationProfile().gain(for: [100, 104, 108, 112]), 12, accuracy: 0.001)
    }

    func testGainIgnoresBarometricNoise() {
        // A 12 m climb with ±4 m of sensor jitter on the way up.
        let samples: [Double] = [100, 104, 100, 105, 101, 106, 102, 108, 104, 112]
        XCTAssertEqual(ElevationProfile().gain(for: samples), 12.0, accuracy: 0.5)
    }
}
