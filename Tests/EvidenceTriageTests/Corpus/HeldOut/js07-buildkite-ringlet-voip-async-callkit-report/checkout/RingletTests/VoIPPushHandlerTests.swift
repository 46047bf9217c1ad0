import XCTest
import PushKit
@testable import Ringlet

final class VoIPPushHandlerTests: XCTestCase {
    func testIgnoresNonVoIPPushType() {
        let provider = RecordingCallProvider()
        let handler = VoIPPushHandler(callProvider: provider)
        var completed = false
        handler.handle(payload: ["kind": "chat"], type: .fileProvider) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(provider.reports.isEmpty)
    }

    func testReportsIncomingCallBeforeCompletionReturns() {
        let provider = RecordingCallProvider()
        let handler = VoIPPushHandler(callProvider: provider)
        var reportsWhenCompleted: Int?

        handler.handle(payload: IncomingCall.payloadFixture(caller: "Priya N."), type: .voIP) {
            reportsWhenCompleted = provider.reports.count
        }

        // PushKit requires the call to be reported before the completion handler runs.
        XCTAssertEqual(reportsWhenCompleted, 1, "reportNewIncomingCall must be called before the PushKit completion handler runs")
    }
}
