import CoreLocation
import XCTest
@testable import ShopStop

final class GeofenceRegistrarTests: XCTestCase {
    func testRegistersAllNearbyStores() {
        let registrar = GeofenceRegistrar()
        let stores = Store.fixtures(count: 27, around: CLLocationCoordinate2D(latitude: 52.3702, longitude: 4.8952))
        registrar.monitor(stores: stores)
        RunLoop.main.run(until: Date().addingTimeInterval(2))
        XCTAssertEqual(registrar.manager.monitoredRegions.count, 27)
        XCTAssertTrue(registrar.failedRegions.isEmpty, "failed: \(registrar.failedRegions)")
    }
}
