import XCTest
@testable import Brant

@MainActor
final class TabTrayViewModelTests: XCTestCase {
    func testClosingLastPrivateTabExitsPrivateMode() {
        let manager = TabManager(store: InMemoryTabStore())
        manager.enterPrivateMode()
        let tab = manager.addTab(url: URL(string: "https://example.org")!, isPrivate: true)
        let viewModel = TabTrayViewModel(manager: manager)

        viewModel.close(tab)

        XCTAssertFalse(manager.isPrivateMode, "closing the last private tab returns to normal browsing")
    }

    func testClosingTabSelectsNeighbour() {
        let manager = TabManager(store: InMemoryTabStore())
        let a = manager.addTab(url: URL(string: "https://a.example")!, isPrivate: false)
        let b = manager.addTab(url: URL(string: "https://b.example")!, isPrivate: false)
        TabTrayViewModel(manager: manager).close(b)
        XCTAssertEqual(manager.selectedTab?.id, a.id)
    }
}
