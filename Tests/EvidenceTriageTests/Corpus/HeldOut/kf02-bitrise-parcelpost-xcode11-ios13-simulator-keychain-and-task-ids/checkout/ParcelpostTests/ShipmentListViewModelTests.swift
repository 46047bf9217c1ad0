import XCTest
@testable import Parcelpost

final class ShipmentListViewModelTests: XCTestCase {
    private let day: TimeInterval = 86_400

    func testInTransitSectionFirst() {
        let vm = ShipmentListViewModel(shipments: [.fixture(id: "A", delivered: 1), .fixture(id: "B", delivered: nil)])
        XCTAssertEqual(vm.sections.map(\.title), ["In transit", "Delivered"])
    }

    func testDeliveredSectionSortedNewestFirst() {
        let vm = ShipmentListViewModel(shipments: [
            .fixture(id: "old", delivered: 1 * day),
            .fixture(id: "new", delivered: 3 * day),
            .fixture(id: "mid", delivered: 2 * day),
        ])
        XCTAssertEqual(vm.sections.last?.shipments.map(\.id), ["new", "mid", "old"])
    }
}
