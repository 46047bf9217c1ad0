import XCTest
@testable import Pebblepath

final class ElevationProfileTests: XCTestCase {
    func testTotalAscentIgnoresNoise() throws {
        let track = try GPXTrack(data: Fixtures.data("ridge-loop-noisy.gpx"))
        XCTAssertEqual(ElevationProfile(track: track).totalAscent, 412, accuracy: 5)
    }
}
