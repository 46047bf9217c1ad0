import XCTest
import CoreLocation
@testable import Waypost

final class RegionListViewModelTests: XCTestCase {
    func testSortsByDistance() {
        let here = CLLocation(latitude: 52.52, longitude: 13.405)
        let vm = RegionListViewModel(regions: RegionFixtures.named(["Office", "Gym", "Home"]), userLocation: here)
        XCTAssertEqual(vm.rows.map(\.title), ["Home", "Office", "Gym"])
    }
}
