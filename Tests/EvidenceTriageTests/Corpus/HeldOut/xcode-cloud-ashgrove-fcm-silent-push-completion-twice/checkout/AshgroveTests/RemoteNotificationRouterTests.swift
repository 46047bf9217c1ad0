import XCTest
@testable import Ashgrove

final class RemoteNotificationRouterTests: XCTestCase {
    private let silentPush: [AnyHashable: Any] = ["aps": ["content-available": 1], "gcm.message_id": "fixture-1", "kind": "rota-changed"]

    func testCompletionCalledOnceWhenBothHandlersFinish() {
        let messaging = FakeMessagingForwarder(result: .newData)
        let router = RemoteNotificationRouter(messaging: messaging, rota: FakeRotaSync(result: .newData))
        var results: [UIBackgroundFetchResult] = []
        let done = expectation(description: "completion")
        done.assertForOverFulfill = false
        router.route(silentPush) { results.append($0); done.fulfill() }
        wait(for: [done], timeout: 2)
        RunLoop.main.run(until: Date().addingTimeInterval(0.3))
        XCTAssertEqual(results.count, 1, "UIKit's fetch completion handler must be called exactly once")
    }

    func testLateMessagingCallbackDoesNotUnbalanceGroup() {
        let messaging = FakeMessagingForwarder(result: .noData, delay: 0.2, callsBackTwice: true)
        let router = RemoteNotificationRouter(messaging: messaging, rota: FakeRotaSync(result: .newData))
        let done = expectation(description: "completion")
        done.assertForOverFulfill = false
        router.route(silentPush) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
    }

    func testNonSilentPushIsIgnored() {
        let router = RemoteNotificationRouter(messaging: FakeMessagingForwarder(result: .noData), rota: FakeRotaSync(result: .noData))
        var called = false
        router.route(["aps": ["alert": "Shift swap approved"]]) { _ in called = true }
        XCTAssertTrue(called)
    }
}
