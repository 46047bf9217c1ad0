import XCTest
@testable import Sorrel

final class EventListViewControllerTests: XCTestCase {
    func testPullToRefreshStartsOperations() {
        let vc = EventListViewController(refresher: StubEventRefresher(operations: 2))
        vc.loadViewIfNeeded()
        vc.refreshControl?.beginRefreshing()
        vc.refresh()
        XCTAssertEqual(vc.activeRefreshOperations, 2)
    }

    func testRefreshControlEndsWhenCancelledWithNoOperations() {
        let vc = EventListViewController(refresher: StubEventRefresher(operations: 0))
        vc.loadViewIfNeeded()
        vc.refreshControl?.beginRefreshing()
        vc.cancelRefresh()
        XCTAssertFalse(vc.refreshControl?.isRefreshing ?? false, "refresh control still spinning after cancel with no refresh operations")
    }
}
