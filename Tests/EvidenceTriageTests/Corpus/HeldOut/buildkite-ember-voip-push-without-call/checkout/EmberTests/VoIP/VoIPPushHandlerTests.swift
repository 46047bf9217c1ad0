import PushKit
import XCTest
@testable import Ember

/// PushKit pushes are delivered to `VoIPPushHandler.handle(payload:completion:)`. Since the
/// iOS 13 SDK every VoIP push must end in a reported CallKit call before the completion
/// handler returns, or PushKit terminates the app. `FakeCallReporter` records reports.
final class VoIPPushHandlerTests: XCTestCase {
    private var reporter: FakeCallReporter!
    private var handler: VoIPPushHandler!

    override func setUp() {
        reporter = FakeCallReporter()
        handler = VoIPPushHandler(callReporter: reporter, store: .inMemory(lastCallInvite: nil))
    }

    func testCallInvitePushReportsIncomingCall() {
        let done = expectation(description: "completion")
        handler.handle(payload: Payloads.callInvite(room: "!kitchen:ember.chat"), completion: { done.fulfill() })
        wait(for: [done], timeout: 1)
        XCTAssertEqual(reporter.reportedCalls.count, 1)
    }

    func testNonCallPushStillReportsCall() {
        let done = expectation(description: "completion")
        handler.handle(payload: Payloads.badgeOnly(unread: 4), completion: { done.fulfill() })
        wait(for: [done], timeout: 1)
        XCTAssertEqual(reporter.reportedCalls.count, 1, "a VoIP push without a call invite must still report a call (and end it) before completion")
    }
}
