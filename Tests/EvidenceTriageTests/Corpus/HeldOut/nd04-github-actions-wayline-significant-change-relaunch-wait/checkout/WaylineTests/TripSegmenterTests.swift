import XCTest
@testable import Wayline

final class TripSegmenterTests: XCTestCase {
    func testClosesSegmentAfterStationaryWindow() {
        let clock = ManualClock(start: .fixture("2026-11-30T08:00:00Z"))
        let segmenter = TripSegmenter(clock: clock, stationaryWindow: .minutes(10))
        segmenter.ingest(.fixture(lat: 51.5007, lon: -0.1246, speed: 12))
        clock.advance(by: .minutes(11))
        segmenter.ingest(.fixture(lat: 51.5008, lon: -0.1247, speed: 0))
        segmenter.ingest(.fixture(lat: 51.5050, lon: -0.1300, speed: 9))
        XCTAssertEqual(segmenter.closedSegments.count, 2)
    }
}
