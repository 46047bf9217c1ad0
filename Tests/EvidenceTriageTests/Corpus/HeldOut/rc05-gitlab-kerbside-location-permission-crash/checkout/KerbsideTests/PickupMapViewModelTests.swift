import XCTest
import CoreLocation
@testable import Kerbside

final class PickupMapViewModelTests: XCTestCase {
    func testCenterOnUserUsesLatestFix() {
        let provider = StubLocationProvider(fixes: [
            CLLocation(latitude: 51.4545, longitude: -2.5879),
            CLLocation(latitude: 51.4490, longitude: -2.5812),
        ])
        let vm = PickupMapViewModel(locations: provider)
        vm.centerOnUser()
        XCTAssertEqual(vm.camera.center.latitude, 51.4490, accuracy: 0.0001)
    }
}
