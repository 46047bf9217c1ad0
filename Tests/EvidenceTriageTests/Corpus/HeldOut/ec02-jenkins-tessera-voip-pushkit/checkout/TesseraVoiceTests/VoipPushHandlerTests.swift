import XCTest
@testable import TesseraVoice

final class VoipPushHandlerTests: XCTestCase {
    private var reporter: FakeCallReporter!
    private var calls: ActiveCallStore!
    private var handler: VoipPushHandler!

    override func setUp() {
        super.setUp()
        reporter = FakeCallReporter()
        calls = ActiveCallStore()
        handler = VoipPushHandler(reporter: reporter, calls: calls)
    }

    private func payload(_ type: String, id: UUID) -> [AnyHashable: Any] {
        ["type": type, "call_id": id.uuidString, "caller_name": "Dana Whitlock"]
    }

    func testInvitePushReportsIncomingCall() {
        let id = UUID()
        handler.handle(payload: payload("call_invite", id: id)) {}
        XCTAssertEqual(reporter.reported, [id])
    }

    /// iOS 13+: every PushKit VoIP push must be reported to CallKit before the
    /// completion runs, or the system kills the app and eventually stops delivering.
    func testCancelledCallPushStillReportsToCallKit() {
        let id = UUID()
        handler.handle(payload: payload("call_cancelled", id: id)) {}
        XCTAssertEqual(reporter.reported.count, 1,
                       "a cancelled-call VoIP push must still be reported (then ended) via CallKit")
    }

    func testCompletionCalledOnlyAfterReportCompletes() {
        let id = UUID()
        handler.handle(payload: payload("call_invite", id: id)) { [reporter] in
            reporter?.events.append("push-completion")
        }
        reporter.flush()
        XCTAssertEqual(reporter.events, ["report-finished", "push-completion"])
    }
}
