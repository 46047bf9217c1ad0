import XCTest
@testable import Trailhead

final class ActivityExportTests: XCTestCase {
    private let hike = Activity(
        id: "hk_2291",
        name: "Kinder Scout loop",
        start: Date(timeIntervalSince1970: 1_749_927_900), // 2025-06-14 19:05:00 UTC
        distanceMeters: 14_820)

    func testGPXIncludesTrackName() throws {
        let gpx = try GPXExporter().export(hike, points: [])
        XCTAssertTrue(gpx.contains("<name>Kinder Scout loop</name>"))
    }

    func testGPXStartTimeUses24HourClock() throws {
        let gpx = try GPXExporter().export(hike, points: [])
        XCTAssertTrue(gpx.contains("<time>2025-06-14T19:05:00Z</time>"), gpx)
    }

    func testDistanceUsesUserUnits() {
        XCTAssertEqual(DistanceText(meters: 14_820, units: .metric).string, "14.8 km")
    }
}
