import CoreLocation
import XCTest
@testable import ShopStop

/// The bitrise step sets the simulator location inside store-0001 right before this suite runs.
final class GeofenceEntryTests: XCTestCase {
    func testEntryEventWithin15SecondsOfArrival() {
        let registrar = GeofenceRegistrar()
        let entered = expectation(description: "didEnterRegion store-0001")
        registrar.onEnter = { id in if id == "store-0001" { entered.fulfill() } }
        registrar.monitor(stores: [Store.fixture(id: "store-0001", latitude: 52.3702, longitude: 4.8952)])
        wait(for: [entered], timeout: 15)
    }
}
