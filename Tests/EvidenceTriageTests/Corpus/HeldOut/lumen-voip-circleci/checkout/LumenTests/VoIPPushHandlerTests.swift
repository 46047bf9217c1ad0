import XCTest
import PushKit
import CallKit
@testable import Lumen

/// iOS 13+: a VoIP push must be reported to CallKit before the PushKit completion handler
/// returns, otherwise the system kills the app and eventually stops delivering VoIP pushes.
final class VoIPPushHandlerTests: XCTestCase {

    func testIgnoresNonVoIPPushTypes() {
        let provider = FakeCallProvider()
        let handler = VoIPPushHandler(provider: provider, api: StubCallAPI(delay: .zero))
        var completed = false
        handler.handle(payload: .intercom(callID: "c-1"), type: .fileProvider) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(provider.reportedCalls.isEmpty)
    }

    func testReportsIncomingCallBeforeInvokingCompletion() {
        let provider = FakeCallProvider()
        let api = StubCallAPI(delay: .seconds(2))          // door-station lookup is slow on cellular
        let handler = VoIPPushHandler(provider: provider, api: api)
        let completed = expectation(description: "PushKit completion called")
        var reportedAtCompletion = -1

        handler.handle(payload: .intercom(callID: "7F3A9C21-door-2"), type: .voIP) {
            reportedAtCompletion = provider.reportedCalls.count
            completed.fulfill()
        }
        wait(for: [completed], timeout: 5)
        XCTAssertEqual(reportedAtCompletion, 1, "completion ran before reportNewIncomingCall")
    }
}
