import CallKit
import PushKit
import XCTest
@testable import RelayCall

/// PushKit terminates the app if a VoIP push is not reported to CallKit before the
/// completion handler runs, whatever the payload says. These tests drive
/// VoipPushHandler with a fake provider and check what it reports.
final class VoipPushHandlerTests: XCTestCase {
    private var provider: FakeCallProvider!
    private var handler: VoipPushHandler!

    override func setUp() {
        super.setUp()
        provider = FakeCallProvider()
        handler = VoipPushHandler(provider: provider, bridge: FakeJSBridge())
    }

    func testIncomingPayloadReportsCall() {
        let done = expectation(description: "completion")
        handler.handle(payload: .fixture(type: "incoming", callId: "c-71"), completion: { done.fulfill() })
        wait(for: [done], timeout: 2)
        XCTAssertEqual(provider.reported.map(\.callId), ["c-71"])
    }

    func testCancelPayloadStillReportsCall() {
        let done = expectation(description: "completion")
        handler.handle(payload: .fixture(type: "cancel", callId: "c-72"), completion: { done.fulfill() })
        wait(for: [done], timeout: 2)
        XCTAssertEqual(provider.reported.count, 1, "every VoIP push must report a call before completion")
    }

    func testMissedCallPayloadReportsThenEnds() {
        let done = expectation(description: "completion")
        handler.handle(payload: .fixture(type: "missed", callId: "c-73"), completion: { done.fulfill() })
        wait(for: [done], timeout: 2)
        XCTAssertEqual(provider.events, [.reported("c-73"), .ended("c-73", .remoteEnded)])
    }
}
