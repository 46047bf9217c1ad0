import XCTest
@testable import Runner

final class TripLogExporterTests: XCTestCase {
    func testGpxIncludesTimestamps() throws {
        let trip = TripLog.fixture(points: 3, start: Date(timeIntervalSince1970: 1_787_000_000))
        let gpx = try TripLogExporter().gpx(for: trip)
        XCTAssertEqual(gpx.components(separatedBy: "<time>").count - 1, 3)
    }
}
