import CallKit
import XCTest
@testable import Runner

final class FakeReporter: IncomingCallReporting {
    var reported: [UUID] = []
    var onReport: (() -> Void)?
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        reported.append(uuid)
        onReport?()
        completion(nil)
    }
}

final class VoIPPushHandlerTests: XCTestCase {
    let callID = UUID(uuidString: "3F2B8C41-7D0E-4A6B-9C55-18E2D4F0A7B3")!

    func testIncomingPushReportsCall() {
        let reporter = FakeReporter()
        let handler = VoIPPushHandler(reporter: reporter, activeCalls: ActiveCallStore())
        handler.handle(payload: ["kind": "incoming", "call_id": callID.uuidString, "caller": "Dana"]) {}
        XCTAssertEqual(reporter.reported, [callID])
    }

    /// iOS 13+: every VoIP push must post a call to CallKit before the completion handler,
    /// or the system kills the app ("Killing app because it never posted an incoming call
    /// to the system after receiving a PushKit VoIP push callback.").
    func testCallEndedPushStillReportsIncomingCall() {
        let reporter = FakeReporter()
        let handler = VoIPPushHandler(reporter: reporter, activeCalls: ActiveCallStore())
        handler.handle(payload: ["kind": "call_ended", "call_id": callID.uuidString]) {}
        XCTAssertEqual(reporter.reported.count, 1, "a call_ended push must still be reported (then ended)")
    }

    func testCompletionCalledOnlyAfterReport() {
        let reporter = FakeReporter()
        var reportedBeforeCompletion = false
        let handler = VoIPPushHandler(reporter: reporter, activeCalls: ActiveCallStore())
        handler.handle(payload: ["kind": "incoming", "call_id": callID.uuidString, "caller": "Dana"]) {
            reportedBeforeCompletion = !reporter.reported.isEmpty
        }
        XCTAssertTrue(reportedBeforeCompletion, "PushKit completion ran before CallKit saw the call")
    }
}
