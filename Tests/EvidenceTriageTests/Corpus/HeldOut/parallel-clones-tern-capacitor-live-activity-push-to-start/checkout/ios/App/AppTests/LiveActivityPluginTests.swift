import ActivityKit
import Capacitor
import XCTest
@testable import App
@testable import CapacitorLiveActivity

@available(iOS 17.2, *)
final class LiveActivityPluginTests: XCTestCase {
    private var bridge: MockCapacitorBridge!
    private var plugin: LiveActivityPlugin!

    override func setUp() {
        super.setUp()
        bridge = MockCapacitorBridge(webViewLoaded: false)   // JS is not running: app woken by push-to-start
        plugin = LiveActivityPlugin()
        plugin.load(bridge: bridge)
    }

    func testStartActivityResolvesId() throws {
        bridge.webViewLoaded = true
        let call = CAPPluginCall.stub(["id": "match-4411", "attributes": ["home": "TRN", "away": "OSP"]])
        plugin.startActivity(call)
        XCTAssertEqual(call.resolvedData?["id"] as? String, "match-4411")
    }

    func testPushToStartTokenCachedUntilJSListens() throws {
        // iOS starts the activity from an APNs push-to-start while the WebView is not loaded.
        plugin.activityDidStart(id: "match-4411", updateToken: Data([0xde, 0xad, 0xbe, 0xef]))

        bridge.webViewLoaded = true
        let call = CAPPluginCall.stub(["id": "match-4411"])
        plugin.getActivityPushTokens(call)

        let items = call.resolvedData?["items"] as? [[String: String]] ?? []
        XCTAssertEqual(items.first?["token"], "deadbeef", "update token received natively must be available to JS later")
    }
}
