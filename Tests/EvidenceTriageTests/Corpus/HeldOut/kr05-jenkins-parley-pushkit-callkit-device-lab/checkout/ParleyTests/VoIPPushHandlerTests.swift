import XCTest
import CallKit
@testable import Parley

private final class FakeCallReporter: IncomingCallReporting {
    private(set) var reported: [UUID] = []
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        reported.append(uuid)
        completion(nil)
    }
}

final class VoIPPushHandlerTests: XCTestCase {
    func testIncomingCallIsReportedBeforeCompletion() {
        let reporter = FakeCallReporter()
        let handler = VoIPPushHandler(reporter: reporter)
        var completedAfterReport = false
        handler.handle(payload: ["call_id": "0C5A7E2B-91F4-4D3A-8B60-2E7C1F9D4A83", "caller": "Mara"]) {
            completedAfterReport = reporter.reported.count == 1
        }
        XCTAssertTrue(completedAfterReport)
    }

    /// Every VoIP push must end in a CallKit report, even for a call that was
    /// already missed (report it, then end it).
    func testMissedCallPushStillReportsToCallKit() {
        let reporter = FakeCallReporter()
        let handler = VoIPPushHandler(reporter: reporter)
        handler.handle(payload: ["call_id": "7B2D0E94-3C61-4F85-A2E7-9D0C4B1F6E38", "type": "missed"]) {}
        XCTAssertEqual(reporter.reported.count, 1, "every VoIP push must be reported to CallKit before completion")
    }
}
