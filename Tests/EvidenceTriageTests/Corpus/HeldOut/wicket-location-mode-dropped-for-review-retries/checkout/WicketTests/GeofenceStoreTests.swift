import XCTest
@testable import Wicket

final class GeofenceStoreTests: XCTestCase {
    func testStoresDepotRegion() {
        let store = GeofenceStore()
        store.add(.depot(id: "d-1"))
        XCTAssertEqual(store.monitored.count, 1)
    }

    func testMonitoredRegionsCappedAtTwenty() {
        let store = GeofenceStore()
        (0..<26).forEach { store.add(.dock(id: "k-\($0)", distance: Double($0) * 100)) }
        XCTAssertEqual(store.monitored.count, 20, "iOS monitors at most 20 regions per app")
    }
}
