import XCTest
@testable import Pipit

class SightingClusterTests: XCTestCase {

    func testPinsClusterBelowZoomNine() {
        let pins = Sighting.fixtures(count: 40, around: .norfolkBroads)
        let clusters = SightingClusterer(zoom: 8).clusters(for: pins)
        XCTAssertLessThan(clusters.count, pins.count)
    }

    func testPinsStaySeparateAtZoomTwelve() {
        let pins = Sighting.fixtures(count: 40, around: .norfolkBroads)
        let clusters = SightingClusterer(zoom: 12).clusters(for: pins)
        XCTAssertEqual(clusters.count, pins.count)
    }
}
