import PushKit
import XCTest
@testable import Halyard

final class VoIPPushHandlerTests: XCTestCase {
    func testPushWithoutCallIdStillReportsCall() {
        let provider = FakeCallProvider()
        let handler = VoIPPushHandler(provider: provider, log: .inMemory())
        let done = expectation(description: "push completion")
        handler.handle(["callerName": "Dock 4"], type: .voIP) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedCalls.count, 1, "every VoIP push must be reported to CallKit or iOS kills the app")
    }

    func testCompletionCalledAfterReportFinishes() {
        let provider = FakeCallProvider(reportDelay: 0.05)
        let log = CallEventLog.inMemory()
        let handler = VoIPPushHandler(provider: provider, log: log)
        let done = expectation(description: "push completion")
        handler.handle(["callId": "5D2B7C2E-3D55-4E0F-9C6A-21B0E9F4A7D3", "callerName": "Dock 4"], type: .voIP) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(log.events, ["report", "reportCompleted", "pushCompletion"])
    }
}
