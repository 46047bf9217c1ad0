import XCTest
@testable import Stridewell

final class WorkoutExportTests: XCTestCase {
    func testGPXTimestampsAreUTC() throws {
        let workout = Workout.fixture(start: Date(timeIntervalSince1970: 1_790_000_000))
        let gpx = try GPXExporter(timeZone: TimeZone(identifier: "Europe/Berlin")!).export(workout)
        XCTAssertTrue(gpx.contains("<time>2026-09-21T13:33:20Z</time>"), "first trackpoint time not in UTC")
    }

    func testHeartRateZoneBoundaries() {
        let zones = HeartRateZones(maxBPM: 190)
        XCTAssertEqual(zones.zone(for: 152), 4)
    }
}
