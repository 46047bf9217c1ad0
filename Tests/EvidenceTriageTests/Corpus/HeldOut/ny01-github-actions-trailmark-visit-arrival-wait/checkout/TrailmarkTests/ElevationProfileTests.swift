import XCTest
@testable import Trailmark

final class ElevationProfileTests: XCTestCase {
    func testGainOnSteadyClimb() {
        XCTAssertEqual(ElevationProfile(samples: [100, 120, 150]).totalGain, 50)
    }

    func testGainIgnoresSensorNoise() {
        let profile = ElevationProfile(samples: [100, 101.5, 100, 101, 100, 130])
        XCTAssertEqual(profile.totalGain, 30, accuracy: 0.01)
    }
}
