import XCTest
@testable import Trailmark

final class TrailStatsTests: XCTestCase {
    func testElevationGainIgnoresNoise() {
        let alts: [Double] = [100, 101, 100, 102, 101, 130, 129, 131]
        XCTAssertEqual(TrailStats.elevationGain(alts), 30, accuracy: 0.5)
    }
}
