import XCTest
@testable import Runner

@available(iOS 17.2, *)
final class LiveActivityRegistrarTests: XCTestCase {
    private var api: LiveActivityAPISpy!
    private var tokens: FakeActivityTokenSource!
    private var registrar: LiveActivityRegistrar!

    override func setUp() {
        api = LiveActivityAPISpy()
        tokens = FakeActivityTokenSource()                 // scripted AsyncStream, no ActivityKit
        registrar = LiveActivityRegistrar(api: api, tokens: tokens, flags: .init(autoRestartLiveActivity: true))
        registrar.start()
    }

    func testEndedActivityIsIgnored() async throws {
        try await registrar.register(activityID: "5E0C", updateToken: "77b2", attributes: .fixture(.ended))
        XCTAssertEqual(api.requests.count, 1)
    }

    /// Server restarts use all three fields together; they are gated as one unit.
    func testStartRequestIncludesAllThreeRestartFields() async throws {
        await tokens.yieldPushToStart("a1f39c0e")
        try await registrar.register(activityID: "5E0C", updateToken: "77b2", attributes: .fixture(.live))

        let request = try XCTUnwrap(api.requests.last)
        XCTAssertEqual(request.pushToStartToken, "a1f39c0e")
        XCTAssertNotNil(request.attributes)

        XCTAssertEqual(request.attributesType, "MatchAttributes", "pushToStartToken, attributesType and attributes are sent together when auto-restart is on")
    }

    /// First-launch race: the per-activity update token can arrive before iOS hands
    /// out the push-to-start token. When it does arrive, running activities must be
    /// registered again so the server can restart them.
    func testLatePushToStartTokenReRegistersRunningActivities() async throws {
        try await registrar.register(activityID: "5E0C", updateToken: "77b2", attributes: .fixture(.live))
        await tokens.yieldPushToStart("c4d902aa")
        try await Task.sleep(for: .milliseconds(20))

        XCTAssertEqual(api.requests.count, 2, "a push-to-start token that arrives after start must re-register the running activity")
    }
}
