import XCTest
@testable import Wickerly

final class InboxRefreshCoordinatorTests: XCTestCase {
    func testForegroundRefreshFiresAfterDebounce() {
        let fired = expectation(description: "inbox refresh after debounce")
        let coordinator = InboxRefreshCoordinator(debounce: 0.2) { fired.fulfill() }

        coordinator.requestRefresh()

        wait(for: [fired], timeout: 5)
    }
}
