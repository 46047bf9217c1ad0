import XCTest
@testable import Trailmark

final class ElevationProfileTests: XCTestCase {
    func testTotalAscentIgnoresNoise() {
        // 1 m jitter on a flat section must not count as climbing
        let samples: [Double] = [1200, 1201, 1200, 1201, 1200, 1230, 1260]
        XCTAssertEqual(ElevationProfile(samples: samples).totalAscent, 60, accuracy: 0.5)
    }
}
