import XCTest
@testable import Parcelkeep

@MainActor
final class ParcelListViewModelTests: XCTestCase {
    func testDeliveredSortedLast() {
        let vm = ParcelListViewModel()
        vm.load([.fixture(id: "a", delivered: true), .fixture(id: "b", delivered: false)])
        XCTAssertEqual(vm.parcels.map(\.id), ["b", "a"])
    }
}
