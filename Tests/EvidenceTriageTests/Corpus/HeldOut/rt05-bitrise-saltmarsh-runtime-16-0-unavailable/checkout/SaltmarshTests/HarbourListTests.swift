import XCTest
import CoreLocation
@testable import Saltmarsh

final class HarbourListTests: XCTestCase {
    func testSortsByDistance() {
        let here = CLLocation(latitude: 51.36, longitude: 1.02)
        let list = HarbourList(harbours: [.fixture("Ramsgate", 51.33, 1.42), .fixture("Whitstable", 51.36, 1.03)])
        XCTAssertEqual(list.sorted(from: here).map(\.name), ["Whitstable", "Ramsgate"])
    }
}
