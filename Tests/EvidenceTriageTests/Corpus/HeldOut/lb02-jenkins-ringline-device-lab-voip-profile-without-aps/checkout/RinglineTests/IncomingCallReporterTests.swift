import XCTest
import CallKit
@testable import Ringline

final class FakeProvider: CallReporting {
    var reported: [UUID] = []
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        reported.append(uuid); completion(nil)
    }
}

final class IncomingCallReporterTests: XCTestCase {
    let id = UUID(uuidString: "7F1C2E3A-0000-4000-8000-000000000001")!

    func testIncomingPushReportsCall() {
        let fake = FakeProvider()
        IncomingCallReporter(provider: fake).handle(["call_id": id.uuidString, "caller": "Ana"]) {}
        XCTAssertEqual(fake.reported, [id])
    }

    func testAlreadyEndedCallPushStillReportsToCallKit() {
        // iOS 13+: a VoIP push that is not reported to CallKit gets the app killed
        // ("Killing app because it never posted an incoming call to the system ...").
        let fake = FakeProvider()
        IncomingCallReporter(provider: fake).handle(["call_id": id.uuidString, "state": "ended"]) {}
        XCTAssertEqual(fake.reported.count, 1, "every VoIP push must be reported to CallKit")
    }
}
