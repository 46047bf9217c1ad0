import XCTest
@testable import Birchline

final class TripExportTests: XCTestCase {
    func testExportIncludesDistance() throws {
        let gpx = try TripExporter.gpx(for: .fixtureMorningRide)
        XCTAssertTrue(gpx.contains("<distance>12.4</distance>"))
    }

    func testExportTimestampIsISO8601() throws {
        let gpx = try TripExporter.gpx(for: .fixtureMorningRide)
        XCTAssertTrue(gpx.contains("<time>2026-08-12T06:31:07Z</time>"), gpx)
    }
}
