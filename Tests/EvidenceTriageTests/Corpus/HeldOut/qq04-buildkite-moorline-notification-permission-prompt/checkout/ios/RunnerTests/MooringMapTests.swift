import XCTest
@testable import Runner

final class MooringMapTests: XCTestCase {
    func testPinsClusterAtZoomTen() throws {
        let map = try MooringMapModel.loaded(fixture: "harbour-north")
        let rendered = expectation(description: "clusters rendered")
        map.onRender = { rendered.fulfill() }
        map.setZoom(10)
        wait(for: [rendered], timeout: 3)
        XCTAssertEqual(map.clusters.count, 4)
    }
}
