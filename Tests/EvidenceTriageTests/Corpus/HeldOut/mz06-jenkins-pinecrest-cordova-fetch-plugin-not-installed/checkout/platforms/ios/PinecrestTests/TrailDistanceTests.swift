import XCTest
@testable import Pinecrest

final class TrailDistanceTests: XCTestCase {

    func testSumsSegmentsInKilometres() {
        let track = TrailTrack(segmentsMetres: [1200, 850, 2400])
        XCTAssertEqual(track.formattedDistance, "4.45 km")
    }
}
