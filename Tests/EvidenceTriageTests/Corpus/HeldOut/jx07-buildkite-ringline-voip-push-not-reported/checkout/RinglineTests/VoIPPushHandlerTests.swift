import XCTest
@testable import Ringline

/// iOS 13+: every VoIP push must be reported to CallKit before pushRegistry(_:didReceiveIncomingPushWith:...) returns.
final class VoIPPushHandlerTests: XCTestCase {
    var reporter: FakeCallReporter!
    var handler: VoIPPushHandler!

    override func setUp() {
        reporter = FakeCallReporter()
        handler = VoIPPushHandler(reporter: reporter, sip: FakeSIP(registerDelay: .milliseconds(300)), directory: FakeDirectory())
    }

    func testIncomingCallReportedBeforeCompletion() {
        handler.handle(.voipFixture(kind: "incoming"), completion: {})
        XCTAssertEqual(reporter.reportedCalls.count, 1, "reportNewIncomingCall must run before didReceiveIncomingPush returns")
    }

    func testCancelledCallPushStillReportsToCallKit() {
        handler.handle(.voipFixture(kind: "cancelled"), completion: {})
        XCTAssertEqual(reporter.reportedCalls.count, 1,
                       "a cancelled-call VoIP push must still be reported (then ended), or iOS kills the app")
        XCTAssertEqual(reporter.endedCalls.count, 1)
    }

    func testMalformedPayloadCompletes() {
        let done = expectation(description: "completion")
        handler.handle(["aps": [:]], completion: { done.fulfill() })
        wait(for: [done], timeout: 1)
    }
}
