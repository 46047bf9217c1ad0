import XCTest
@testable import Tidemark

final class GPXExportTests: XCTestCase {
    func testTrackPointTimestampsUseISO8601() {
        let point = TrackPoint(latitude: 50.1035, longitude: -5.5496,
                               time: Date(timeIntervalSince1970: 1_781_462_605.139))
        XCTAssertEqual(GPXExporter().trackPoint(point),
                       "<trkpt lat=\"50.1035\" lon=\"-5.5496\"><time>2026-06-14T18:43:25.139Z</time></trkpt>")
    }

    func testTrackPointKeepsSixDecimals() {
        let point = TrackPoint(latitude: 50.103512, longitude: -5.549601, time: .distantPast)
        XCTAssertTrue(GPXExporter().trackPoint(point).contains("lat=\"50.103512\""))
    }
}
