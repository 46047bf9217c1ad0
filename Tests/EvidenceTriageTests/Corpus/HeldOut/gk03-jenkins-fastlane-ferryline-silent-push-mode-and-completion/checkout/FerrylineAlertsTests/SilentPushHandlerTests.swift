import XCTest
@testable import FerrylineAlerts

final class SilentPushHandlerTests: XCTestCase {
    private var delegate: AppDelegate!
    private var board: StubBoardStore!

    override func setUp() {
        super.setUp()
        board = StubBoardStore(changed: true)
        let router = PushRouter()
        router.board = board
        delegate = AppDelegate()
        delegate.pushRouter = router
    }

    func testContentAvailablePushCallsFetchCompletion() {
        let done = expectation(description: "fetchCompletionHandler called")
        let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "route": "F7-ijplein"]
        delegate.application(.shared, didReceiveRemoteNotification: payload) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(board.refreshedRoutes, ["F7-ijplein"])
    }

    func testPushWithoutRouteCompletesWithNoData() {
        let done = expectation(description: "fetchCompletionHandler called")
        delegate.application(.shared, didReceiveRemoteNotification: ["aps": ["content-available": 1]]) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }
}
