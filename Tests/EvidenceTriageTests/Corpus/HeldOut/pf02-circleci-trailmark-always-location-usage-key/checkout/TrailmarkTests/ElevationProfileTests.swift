import XCTest
@testable import Trailmark

final class ElevationProfileTests: XCTestCase {
    func testTotalAscentIgnoresGpsNoise() {
        let samples: [Double] = [1200, 1201, 1200, 1215, 1214, 1230]
        let profile = ElevationProfile(samples: samples, noiseThreshold: 3)
        XCTAssertEqual(profile.totalAscent, 30, accuracy: 0.5)
    }
}
