import CoreLocation
import XCTest
@testable import Meterline

final class ZoneListViewModelTests: XCTestCase {
    func testZonesSortedByDistance() {
        let here = CLLocation(latitude: 43.6532, longitude: -79.3832)
        let near = Zone(id: "Z-101", center: CLLocation(latitude: 43.6540, longitude: -79.3840))
        let far = Zone(id: "Z-877", center: CLLocation(latitude: 43.7001, longitude: -79.4163))
        let vm = ZoneListViewModel()
        vm.update(zones: [far, near], from: here)
        XCTAssertEqual(vm.zones.map(\.id), ["Z-101", "Z-877"])
    }
}
