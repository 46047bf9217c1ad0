import XCTest
@testable import Runner

final class ElevationProfileTests: XCTestCase {
    func testAscentSumsPositiveDeltas() {
        let profile = ElevationProfile(samples: [212, 230, 228, 251, 249, 270])
        XCTAssertEqual(profile.totalAscent, 62, accuracy: 0.01)
    }
}
