import XCTest
@testable import Trailmark

final class ElevationProfileTests: XCTestCase {
    func testSteadyClimb() {
        XCTAssertEqual(ElevationProfile.gain([100, 110, 125]), 25)
    }

    func testGainIgnoresGPSNoise() {
        // +2 / -2 jitter around a flat trail, then one real 12 m climb.
        XCTAssertEqual(ElevationProfile.gain([500, 502, 500, 502, 500, 512]), 12)
    }
}
