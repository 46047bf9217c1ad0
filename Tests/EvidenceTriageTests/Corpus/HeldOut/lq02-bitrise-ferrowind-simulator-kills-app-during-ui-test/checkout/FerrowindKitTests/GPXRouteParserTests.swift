import XCTest
@testable import FerrowindKit

final class GPXRouteParserTests: XCTestCase {
    private func points(_ elevations: [Double]) -> [RoutePoint] {
        elevations.enumerated().map { RoutePoint(latitude: 52.0 + Double($0.offset) * 0.001, longitude: 4.3, elevation: $0.element) }
    }

    func testElevationGainSumsClimbs() {
        XCTAssertEqual(GPXRouteParser.elevationGain(of: points([10, 20, 15, 40])), 35, accuracy: 0.01)
    }

    func testElevationGainIgnoresNoiseBelowThreshold() {
        // 1 m wobbles on a flat canal path are GPS noise, only the 12 m bridge ramp counts.
        let wobbly = points([2, 3, 2, 3, 2, 14, 14, 13, 14])
        XCTAssertEqual(GPXRouteParser.elevationGain(of: wobbly), 12, accuracy: 0.01)
    }
}
