import XCTest
@testable import Mossgarden

@MainActor
final class JournalEntryListViewModelTests: XCTestCase {
    func testEntriesSortedNewestFirst() {
        let vm = JournalEntryListViewModel(store: .fixture(entries: 3))
        vm.load()
        XCTAssertEqual(vm.entries.map(\.title), ["Repotted", "New leaf", "Bought"])
    }

    func testGroupsEntriesByPlant() {
        let vm = JournalEntryListViewModel(store: .fixture(entries: 4, plants: 2))
        vm.load()
        XCTAssertEqual(Set(vm.entries.map(\.plantID)).count, 2)
    }

    func testEmptyStateShowsPrompt() {
        let vm = JournalEntryListViewModel(store: .empty)
        vm.load()
        XCTAssertEqual(vm.emptyStatePrompt, "Add your first plant to start a journal")
    }

    func testSwipeToDeleteRemovesEntry() {
        let store = PlantStore.fixture(entries: 2)
        let vm = JournalEntryListViewModel(store: store)
        vm.load()
        store.delete(vm.entries[0])
        vm.load()
        XCTAssertEqual(vm.entries.count, 1)
    }
}
