import XCTest
import PushKit
@testable import Kestrel

/// Drives VoIPPushHandler with a recording CallKit provider; no real PushKit delivery.
final class VoIPPushHandlerTests: XCTestCase {
    private var provider: RecordingCallProvider!
    private var calls: FakeCallRegistry!
    private var handler: VoIPPushHandler!

    override func setUp() {
        super.setUp()
        provider = RecordingCallProvider()
        calls = FakeCallRegistry()
        handler = VoIPPushHandler(provider: provider, calls: calls, clock: FixedClock(.init(timeIntervalSince1970: 1_786_623_000)))
    }

    func testIncomingCallPushReportsToCallKit() {
        let done = expectation(description: "push completion")
        handler.handle(payload: .fixture(room: "!ops:kestrel.chat", callID: "c-101", lifetimeMs: 60_000)) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedCalls.count, 1)
    }

    func testOngoingCallPushStillReportsToCallKit() {
        calls.ongoing = OngoingCall(roomID: "!ops:kestrel.chat", callID: "c-100")
        let done = expectation(description: "push completion")
        handler.handle(payload: .fixture(room: "!ops:kestrel.chat", callID: "c-102", lifetimeMs: 60_000)) { done.fulfill() }
        wait(for: [done], timeout: 1)
        // iOS 13+: every VoIP push must be reported to CallKit before completion, or PushKit kills the app.
        XCTAssertEqual(provider.reportedCalls.count, 1, "a VoIP push for a room with an ongoing call must still be reported (then ended)")
        XCTAssertEqual(provider.endedCalls.count, 1)
    }

    func testExpiredCallPushReportsEndedCall() {
        let done = expectation(description: "push completion")
        // sent 90 s ago with a 30 s lifetime
        handler.handle(payload: .fixture(room: "!ops:kestrel.chat", callID: "c-103", lifetimeMs: 30_000, ageMs: 90_000)) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedCalls.count, 1, "an expired call push must be reported and ended immediately, not dropped")
        XCTAssertEqual(provider.endedCalls.first?.reason, .failed)
    }

    func testPushCompletionCalledExactlyOnce() {
        var completions = 0
        handler.handle(payload: .fixture(room: "!ops:kestrel.chat", callID: "c-104", lifetimeMs: 60_000)) { completions += 1 }
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        XCTAssertEqual(completions, 1)
    }
}
