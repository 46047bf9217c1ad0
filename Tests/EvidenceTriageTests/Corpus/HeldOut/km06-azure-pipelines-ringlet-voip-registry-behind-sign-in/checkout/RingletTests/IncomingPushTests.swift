import CallKit
import XCTest
@testable import Ringlet

private final class RecordingReporter: IncomingCallReporting {
    var events: [String]
    init(events: [String] = []) { self.events = events }
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        events.append("reportNewIncomingCall")
        completion(nil)
    }
}

final class IncomingPushTests: XCTestCase {
    private let payload: [AnyHashable: Any] = ["twi_call_sid": "CA0f3b", "twi_from": "client:ines", "caller_name": "Ines"]

    func testCompletionCalledOnlyAfterCallReported() {
        let reporter = RecordingReporter()
        let handler = VoIPPushHandler()
        handler.reporter = reporter

        handler.handleIncomingCall(payload) { reporter.events.append("pushCompletion") }

        XCTAssertEqual(reporter.events, ["reportNewIncomingCall", "pushCompletion"])
    }

    func testCallerNameIsShown() {
        XCTAssertEqual(CallInvite(payload).callerName, "Ines")
    }
}
