import XCTest
@testable import Ledgerleaf

@MainActor
final class CategoryListViewModelTests: XCTestCase {
    func testReorderPersists() async throws {
        let vm = CategoryListViewModel(store: .preview)
        await vm.load()
        vm.move(from: IndexSet(integer: 0), to: 3)
        try await Task.sleep(for: .milliseconds(150))
        let reloaded = CategoryListViewModel(store: vm.store)
        await reloaded.load()
        XCTAssertEqual(reloaded.categories.map(\.name), vm.categories.map(\.name))
    }

    func testEmptyStateShown() async {
        let vm = CategoryListViewModel(store: .empty)
        await vm.load()
        XCTAssertTrue(vm.showsEmptyState)
    }
}
