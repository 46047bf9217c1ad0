import XCTest
@testable import Pebblepath

final class GPXImportTests: XCTestCase {
    func testWaypointNamesTrimmed() throws {
        let track = try GPXTrack(data: Fixtures.data("waypoints-whitespace.gpx"))
        XCTAssertEqual(track.waypoints.map(\.name), ["Car park", "Summit cairn", "Footbridge"])
    }
}
