import XCTest
@testable import Wrenfold

final class PushRouterTests: XCTestCase {
    func testCommentPushIsRoutedToCommentsHandler() {
        let router = PushRouter(handlers: .live(inbox: .inMemory()))
        var result: UIBackgroundFetchResult?
        router.handle(userInfo: .fixture(type: "comment"), userInteraction: false) { result = $0 }
        XCTAssertEqual(result, .newData)
    }

    func testBadgeResetPushStillCallsFetchCompletion() {
        let router = PushRouter(handlers: .live(inbox: .inMemory()))
        var calls = 0
        router.handle(userInfo: ["aps": ["content-available": 1], "type": "badge-reset"], userInteraction: false) { _ in calls += 1 }
        XCTAssertEqual(calls, 1, "fetchCompletionHandler invocations")
    }
}
