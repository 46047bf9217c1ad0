import XCTest
@testable import Ferngrove

final class ElevationProfileTests: XCTestCase {
    func testEmptyTrackHasZeroGain() {
        XCTAssertEqual(ElevationProfile(samples: []).totalGain, 0)
    }

    func testGainIgnoresGPSNoise() {
        // Recorded on the Wickham ridge loop: 380 m of real climbing with
        // +/-2 m jitter on every fix.
        let samples = Fixtures.ridgeLoopElevations
        let profile = ElevationProfile(samples: samples)
        XCTAssertEqual(profile.totalGain, 380, accuracy: 0.5,
                       "gain must ignore sub-threshold jitter")
    }

    func testLossIsPositive() {
        XCTAssertEqual(ElevationProfile(samples: [100, 90, 80]).totalLoss, 20)
    }
}
