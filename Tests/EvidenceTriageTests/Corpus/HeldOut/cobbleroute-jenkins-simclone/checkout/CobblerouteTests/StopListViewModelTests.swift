import XCTest
@testable import Cobbleroute

@MainActor
final class StopListViewModelTests: XCTestCase {

    func testReorderPersists() async throws {
        let store = InMemoryRouteStore(stops: ["A", "B", "C"])
        let vm = StopListViewModel(store: store)
        vm.move(fromOffsets: IndexSet(integer: 2), toOffset: 0)
        try await vm.save()
        XCTAssertEqual(store.savedOrder, ["C", "A", "B"])
    }
}
