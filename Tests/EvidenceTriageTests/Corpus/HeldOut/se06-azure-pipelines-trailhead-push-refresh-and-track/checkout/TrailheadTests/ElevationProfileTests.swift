import XCTest
@testable import Trailhead

final class ElevationProfileTests: XCTestCase {
    func testGainIgnoresNoiseBelow3m() {
        let profile = ElevationProfile(samples: [1000, 1001, 1000, 1002, 1010, 1009, 1020])
        XCTAssertEqual(profile.totalGain, 20, accuracy: 0.01)
    }
}
