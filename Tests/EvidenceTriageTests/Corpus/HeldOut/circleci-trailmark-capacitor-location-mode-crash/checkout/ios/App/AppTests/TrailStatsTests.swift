import XCTest
@testable import App

final class TrailStatsTests: XCTestCase {
    func testElevationGainSumsClimbs() {
        let track = Track.fixture(elevations: [1200, 1250, 1230, 1300])
        XCTAssertEqual(TrailStats(track: track).elevationGain, 120, accuracy: 0.5)
    }

    func testElevationGainIgnoresGpsNoise() {
        // +/- 3 m jitter around a flat path must not count as climbing
        let track = Track.fixture(elevations: [800, 803, 800, 802, 799, 801, 800])
        XCTAssertEqual(TrailStats(track: track).elevationGain, 0, accuracy: 0.5)
    }
}
