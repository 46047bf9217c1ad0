import XCTest
@testable import App

final class TripSegmenterTests: XCTestCase {
    func testSplitsAtFiveMinuteDwell() throws {
        let points = try LocationTrace.load(fixture: "commute-with-coffee-stop")
        let trips = TripSegmenter(dwellThreshold: 5 * 60).segments(points)
        XCTAssertEqual(trips.count, 2, "a 7-minute stop at the cafe should split the commute")
    }
}
