import XCTest
@testable import Trailmark

final class RouteStatsTests: XCTestCase {
    func testElevationGainIgnoresDescents() {
        let elevations: [Double] = [100, 120, 110, 150, 140, 160]
        let stats = RouteStats(elevations: elevations)
        XCTAssertEqual(stats.elevationGain, 80, accuracy: 0.01)
    }
}
