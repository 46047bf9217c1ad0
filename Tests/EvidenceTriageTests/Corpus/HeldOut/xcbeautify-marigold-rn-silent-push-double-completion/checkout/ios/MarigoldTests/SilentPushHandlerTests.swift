import XCTest
@testable import Marigold

final class SilentPushHandlerTests: XCTestCase {
    private let silentPush: [AnyHashable: Any] = ["aps": ["content-available": 1], "type": "message", "threadId": "t-88"]

    func testFastHandlerCompletesWithNewData() {
        let emitter = RecordingEmitter()
        let bridge = BackgroundNotificationBridge(emitter: emitter, jsTimeout: 0.5)
        var results: [UIBackgroundFetchResult] = []
        bridge.didReceiveBackgroundNotification(silentPush) { results.append($0) }
        bridge.finish(id: emitter.lastEventID!, result: .newData)
        XCTAssertEqual(results, [.newData])
    }

    func testSlowHandlerCompletesExactlyOnce() {
        let emitter = RecordingEmitter()
        let bridge = BackgroundNotificationBridge(emitter: emitter, jsTimeout: 0.2)
        var results: [UIBackgroundFetchResult] = []
        let fallback = expectation(description: "native fallback answered iOS")
        fallback.assertForOverFulfill = false
        bridge.didReceiveBackgroundNotification(silentPush) { result in
            results.append(result)
            fallback.fulfill()
        }
        wait(for: [fallback], timeout: 1)
        // The JS listener finishes after the fallback already called the completion handler.
        bridge.finish(id: emitter.lastEventID!, result: .newData)
        XCTAssertEqual(results.count, 1, "fetch completion handler must be called exactly once")
    }
}
