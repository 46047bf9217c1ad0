import XCTest
@testable import Ospreyline

final class TripListViewModelTests: XCTestCase {
    func testSortsByDate() async throws {
        let vm = TripListViewModel(store: .preview)
        await vm.load()
        XCTAssertEqual(vm.trips.map(\.name), ["Coast", "Ridge", "Marsh"])
    }
}
