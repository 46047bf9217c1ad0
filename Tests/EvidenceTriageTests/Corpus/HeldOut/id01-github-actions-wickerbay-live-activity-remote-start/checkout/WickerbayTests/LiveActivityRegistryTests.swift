import XCTest
@testable import Wickerbay

final class LiveActivityRegistryTests: XCTestCase {
    private var center: FakeActivityCenter!
    private var hub: RecordingHub!
    private var registry: LiveActivityRegistry!

    override func setUp() {
        super.setUp()
        center = FakeActivityCenter()
        hub = RecordingHub()
        registry = LiveActivityRegistry(center: center, hub: hub)
    }

    func testActivityStartedInAppReportsUpdateToken() async throws {
        let handle = FakeActivityHandle(id: "A1", tag: "alarm", tokens: [Data([0xAB, 0x01])])
        try await registry.start(tag: "alarm") { handle }
        try await Task.sleep(for: .milliseconds(50))

        let tags = await hub.registeredTags
        XCTAssertEqual(tags, ["alarm"])
    }

    func testPushToStartTokenIsForwardedToHub() async {
        center.pushToStartTokens = [Data([0x40, 0x5e, 0x40, 0x9d])]
        await registry.startObservingPushToStartToken()

        let tokens = await hub.pushToStartTokens
        XCTAssertEqual(tokens, ["405e409d"])
    }

    func testRemotelyStartedActivityReportsUpdateToken() async throws {
        // The hub started this one with an APNs push-to-start while the app was not running.
        center.remotelyStarted = [FakeActivityHandle(id: "R7", tag: "garage-door", tokens: [Data([0xF0, 0xD0])])]

        await registry.reattach()
        try await Task.sleep(for: .milliseconds(50))

        let tags = await hub.registeredTags
        XCTAssertEqual(tags, ["garage-door"], "no update token reported for an activity started by push-to-start")
    }

    func testDismissedActivityIsNotRegisteredAgainOnWake() async throws {
        let current = FakeActivityHandle(id: "W2", tag: "washer-cycle", tokens: [Data([0x11])])
        // After a wake the just-dismissed activity is still listed, and its token stream re-yields.
        let dismissed = FakeActivityHandle(id: "W1", tag: "washer-cycle", state: .dismissed, tokens: [Data([0x10])])
        center.activities = [dismissed, current]

        await registry.reattach()
        try await Task.sleep(for: .milliseconds(50))

        let tags = await hub.registeredTags
        XCTAssertEqual(tags.count, 1, "dismissed activity 'washer-cycle' was registered again after the wake")
    }
}
