import XCTest
@testable import Switchback

final class ElevationProfileTests: XCTestCase {
    func testTotalAscentIgnoresNoiseBelowThreeMetres() {
        let profile = ElevationProfile(samples: [100, 101, 99, 104, 110, 109, 115])
        XCTAssertEqual(profile.totalAscent, 15, accuracy: 0.01)
    }
}
