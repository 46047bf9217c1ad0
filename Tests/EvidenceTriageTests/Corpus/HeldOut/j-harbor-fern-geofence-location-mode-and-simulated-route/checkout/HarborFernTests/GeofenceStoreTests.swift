import XCTest
import CoreLocation
@testable import HarborFern

final class GeofenceStoreTests: XCTestCase {
    func testRegionLimitKeepsNearest20() {
        let here = CLLocation(latitude: -33.8568, longitude: 151.2153)
        let store = GeofenceStore(all: GeofenceFixtures.ferryWharves(count: 35))
        let chosen = store.regionsToMonitor(near: here)
        XCTAssertEqual(chosen.count, 20)
        XCTAssertEqual(chosen.first?.identifier, "circular-quay")
    }
}
