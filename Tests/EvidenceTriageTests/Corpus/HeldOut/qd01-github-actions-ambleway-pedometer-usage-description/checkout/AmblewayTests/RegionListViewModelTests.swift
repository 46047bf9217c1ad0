import CoreLocation
import XCTest
@testable import Ambleway

final class RegionListViewModelTests: XCTestCase {
    func testSortsRegionsByName() {
        let vm = RegionListViewModel()
        let c = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        vm.load([Waypoint(desc: "Home", center: c, radius: 100),
                 Waypoint(desc: "Office", center: c, radius: 250),
                 Waypoint(desc: "Gym", center: c, radius: 80)])
        XCTAssertEqual(vm.names, ["Gym", "Home", "Office"])
    }
}
