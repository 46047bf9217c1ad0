import XCTest
@testable import Trailmark

final class GPXImportTests: XCTestCase {
    func testImportsAllTrackSegments() throws {
        let url = Bundle(for: Self.self).url(forResource: "half-dome-two-segments", withExtension: "gpx")!
        let track = try GPXImporter().importTrack(from: url)
        XCTAssertEqual(track.points.count, 412)
    }
}
