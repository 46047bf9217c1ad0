import XCTest
@testable import Lanternfly

final class DeviceListViewModelTests: XCTestCase {
    func testSortsByRSSI() {
        let vm = DeviceListViewModel(devices: [
            .init(name: "Strap A", rssi: -71), .init(name: "Strap B", rssi: -48), .init(name: "Cadence", rssi: -90),
        ])
        XCTAssertEqual(vm.rows.map(\.name), ["Strap B", "Strap A", "Cadence"])
    }
}
