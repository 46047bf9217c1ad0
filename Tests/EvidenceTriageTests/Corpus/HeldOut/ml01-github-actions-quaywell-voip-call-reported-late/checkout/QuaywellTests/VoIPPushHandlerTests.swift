import XCTest
@testable import Quaywell

final class VoIPPushHandlerTests: XCTestCase {
    private var reporter: RecordingCallReporter!
    private var directory: SlowCallerDirectory!
    private var handler: VoIPPushHandler!

    override func setUp() {
        super.setUp()
        reporter = RecordingCallReporter()
        directory = SlowCallerDirectory(delay: 0.2)
        handler = VoIPPushHandler(callReporter: reporter, directory: directory)
    }

    func testIncomingPushReportsCallBeforeCompletion() {
        let payload: [AnyHashable: Any] = ["call_id": "8A1F3C52-6E0B-4D1E-9C0A-2B7D5E4F1A90", "from": "+4930123456", "kind": "ring"]
        var reportedBeforeCompletion = false
        handler.handle(payload: payload) { [reporter] in
            reportedBeforeCompletion = reporter!.reports.count == 1
        }
        XCTAssertTrue(reportedBeforeCompletion, "iOS 13+ kills the app unless the call is reported before completion() returns")
    }

    func testCancelPushStillReportsCall() {
        let payload: [AnyHashable: Any] = ["call_id": "1C9E2D44-0B7A-4F3E-8D21-6A5B4C3D2E10", "from": "+4930123456", "kind": "cancel"]
        handler.handle(payload: payload) {}
        XCTAssertEqual(reporter.reports.count, 1, "every VoIP push must post a call, even a cancel (report then end it)")
    }
}
