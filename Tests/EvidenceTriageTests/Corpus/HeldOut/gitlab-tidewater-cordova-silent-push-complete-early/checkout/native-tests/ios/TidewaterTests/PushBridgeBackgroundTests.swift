import XCTest
@testable import Tidewater

/// The Cordova push bridge (vendored fork of phonegap-plugin-push, PushPlugin.m) hands
/// content-available pushes to JS and must keep the OS completion handler until JS calls push.finish().
final class PushBridgeBackgroundTests: XCTestCase {
    private var js: FakeWebViewBridge!
    private var bridge: PushBridge!

    override func setUp() {
        super.setUp()
        js = FakeWebViewBridge()
        bridge = PushBridge(webView: js, clock: ManualClock())
    }

    func testCompletionHandlerRunsAfterJavaScriptFinish() {
        var events: [String] = []
        js.onDispatch = { name in
            events.append("js:\(name)")
            if name == "notification" { self.bridge.finish(id: "tides-42") }   // JS handler calls push.finish()
        }
        bridge.didReceiveRemoteNotification(Fixtures.silentTidePush(id: "tides-42"), appState: .background) { result in
            events.append("completion:\(result)")
        }
        XCTAssertEqual(events, ["js:notification", "js:finish", "completion:newData"])
    }

    func testBackgroundPushWithoutHandlerStillCompletes() {
        let done = expectation(description: "completion")
        bridge.didReceiveRemoteNotification(Fixtures.silentTidePush(id: "tides-43"), appState: .background) { _ in done.fulfill() }
        bridge.advanceSafetyTimer(by: 25)
        wait(for: [done], timeout: 1)
    }
}
