import MapKit
import XCTest
@testable import Ferrowick

final class StationMapTests: XCTestCase {
  func testClusterCountUpdatesAfterZoom() {
    let map = StationMapController(stations: .fixture(count: 120))
    map.zoom(to: .cityCentre, level: 13)

    // Clustering runs on MapKit's own queue; 0.5 s is usually enough.
    let settled = expectation(description: "clusters settled")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { settled.fulfill() }
    wait(for: [settled], timeout: 2)

    XCTAssertEqual(map.visibleClusters.count, 9)
  }
}
