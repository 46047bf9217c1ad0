import XCTest
@testable import Reefline

final class SwellDecodingTests: XCTestCase {
    private let json = #"{"height_m": 1.8, "period_ms": 12000, "direction_deg": 285}"#

    func testHeightIsDecodedInMeters() throws {
        let swell = try JSONDecoder().decode(SwellComponent.self, from: Data(json.utf8))
        XCTAssertEqual(swell.heightMeters, 1.8)
    }

    func testPeriodIsDecodedInSeconds() throws {
        let swell = try JSONDecoder().decode(SwellComponent.self, from: Data(json.utf8))
        XCTAssertEqual(swell.periodSeconds, 12.0)
    }

    func testDirectionIsDecoded() throws {
        let swell = try JSONDecoder().decode(SwellComponent.self, from: Data(json.utf8))
        XCTAssertEqual(swell.directionDegrees, 285)
    }
}
