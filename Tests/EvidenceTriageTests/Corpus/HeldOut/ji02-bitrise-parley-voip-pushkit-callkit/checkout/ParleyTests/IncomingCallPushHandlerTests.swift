import CallKit
import PushKit
import XCTest
@testable import Parley

/// Records the order of events and lets the test decide when CallKit "finishes" reporting.
final class FakeCallReporter: IncomingCallReporting {
    var events: [String]
    private var pending: [(Error?) -> Void] = []
    init(events: [String] = []) { self.events = events }

    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        pending.append { error in
            self.events.append("reportNewIncomingCall.completion")
            completion(error)
        }
    }
    func finishReports(error: Error? = nil) { pending.forEach { $0(error) }; pending.removeAll() }
}

final class IncomingCallPushHandlerTests: XCTestCase {
    private let payload = FakePushPayload(["caller": ["name": "Dana", "handle": "dana@parley"], "callId": "8C1E0F2A-4B5D-4C7E-9A31-0D2E6F8B9C14"])

    func testReportsCallerNameFromPayload() {
        let reporter = FakeCallReporter()
        let handler = IncomingCallPushHandler(reporter: reporter, calls: CallStateMachine(), tokens: .noop)
        handler.pushRegistry(PKPushRegistry(queue: nil), didReceiveIncomingPushWith: payload, for: .voIP) {}
        reporter.finishReports()
        XCTAssertEqual(reporter.events, ["reportNewIncomingCall.completion"])
    }

    /// twilio/voice-quickstart: calling the PushKit completion while CallKit is still
    /// reporting the call can leave the report stuck; complete only once CallKit has it.
    func testPushCompletionRunsAfterCallReported() {
        let reporter = FakeCallReporter()
        let handler = IncomingCallPushHandler(reporter: reporter, calls: CallStateMachine(), tokens: .noop)
        handler.pushRegistry(PKPushRegistry(queue: nil), didReceiveIncomingPushWith: payload, for: .voIP) {
            reporter.events.append("pushKitCompletion")
        }
        reporter.finishReports()

        XCTAssertEqual(reporter.events, ["reportNewIncomingCall.completion", "pushKitCompletion"], "PushKit completion must run only after CallKit has the call")
    }
}
