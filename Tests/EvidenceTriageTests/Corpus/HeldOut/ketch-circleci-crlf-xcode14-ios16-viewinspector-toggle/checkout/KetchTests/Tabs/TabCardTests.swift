import XCTest
@testable import Ketch

final class TabCardTests: XCTestCase {













































    func testCloseAllTabsLeavesEmptyGrid() {
        let manager = TabManager(store: InMemoryTabStore(tabs: 5))
        let emptied = expectation(description: "grid emptied")
        let sub = manager.$cards.dropFirst().sink { if $0.isEmpty { emptied.fulfill() } }
        manager.closeAllTabs(animated: true)
        _ = sub
        wait(for: [emptied], timeout: 1)
    }
}
