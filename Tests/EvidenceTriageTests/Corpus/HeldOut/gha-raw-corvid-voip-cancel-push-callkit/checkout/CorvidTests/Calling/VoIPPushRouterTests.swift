import XCTest
import PushKit
@testable import Corvid

/// Unit tests for the PushKit entry point. The router is driven with plain payload dictionaries
/// and a fake CallKit provider, so no real VoIP push (and no device) is needed.
final class VoIPPushRouterTests: XCTestCase {
    private var provider: FakeCallProvider!
    private var router: VoIPPushRouter!

    override func setUp() {
        super.setUp()
        provider = FakeCallProvider()
        router = VoIPPushRouter(callProvider: provider, callStore: InMemoryCallStore())
    }

    func testIncomingCallPayloadReportsCall() {
        let payload: [AnyHashable: Any] = ["type": "incoming", "call_id": "c-1042", "caller": "Dana Ives"]
        let done = expectation(description: "completion")
        router.handle(payload: payload) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedCalls.map(\.callID), ["c-1042"])
    }

    /// Since iOS 13 every VoIP push must be reported to CallKit before the PushKit completion
    /// runs, or the system kills the app. A "cancel" push for a call that already ended
    /// must therefore still report a call, then end it right away.
    func testCancelPayloadStillReportsCallBeforeCompletion() {
        let payload: [AnyHashable: Any] = ["type": "cancel", "call_id": "c-1042"]
        var reportedBeforeCompletion = false
        let done = expectation(description: "completion")
        router.handle(payload: payload) {
            reportedBeforeCompletion = !self.provider.reportedCalls.isEmpty
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
        XCTAssertTrue(reportedBeforeCompletion, "cancel push returned without reporting a call to CallKit")
        XCTAssertEqual(provider.endedCalls.map(\.callID), ["c-1042"])
    }

    func testMalformedPayloadStillReportsPlaceholderCall() {
        let done = expectation(description: "completion")
        router.handle(payload: ["type": "incoming"]) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedCalls.count, 1)
        XCTAssertEqual(provider.endedCalls.count, 1)
    }
}
