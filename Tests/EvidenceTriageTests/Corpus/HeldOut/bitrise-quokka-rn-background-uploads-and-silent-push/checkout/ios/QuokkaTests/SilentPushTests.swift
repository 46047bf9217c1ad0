import XCTest
@testable import Quokka

final class SilentPushTests: XCTestCase {
    private let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "kind": "album-changed", "album": "a-77"]

    func testContentAvailableWaitsForJSBeforeCompletion() async {
        let js = FakeJSNotificationHandler(delay: .milliseconds(200))
        let bridge = PushBridge(jsHandler: js)
        var events: [String] = []
        js.onFinish = { events.append("js-finished") }

        await withCheckedContinuation { done in
            bridge.didReceiveRemoteNotification(payload) { result in
                events.append("completion(\(result.rawValue))"); done.resume()
            }
        }
        try? await Task.sleep(for: .milliseconds(300))
        XCTAssertEqual(events, ["js-finished", "completion(0)"], "system completion must wait for the JS handler")
    }

    func testSilentPushWakesAppOnSimulator() async throws {
        let woke = expectation(description: "didReceiveRemoteNotification in background")
        PushBridge.shared.testObserver = { _ in woke.fulfill() }
        await XCUIDevice.shared.sendAppToBackground()
        try SimctlPush.send(payload, bundleId: "com.quokka.photos")   // xcrun simctl push booted …

        await fulfillment(of: [woke], timeout: 30)
    }
}
