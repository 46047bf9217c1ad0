import XCTest
import PushKit
@testable import Tallyho

final class PushRegistryDelegateTests: XCTestCase {
    func testPayloadWithoutCallerStillReportsCall() {
        let reporter = FakeCallReporter()
        let handler = VoIPPushHandler(reporter: reporter)
        var completed = false

        handler.handle(payload: ["call_id": "c-77"], completion: { completed = true })

        XCTAssertTrue(completed)
        // iOS 13+: every VoIP push must be reported to CallKit before the handler returns,
        // even one we are going to end at once, or PushKit terminates the app.
        XCTAssertEqual(reporter.reportedCalls.count, 1)
    }
}

