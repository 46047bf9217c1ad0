import XCTest
@testable import ParleyKit

final class VoIPPushHandlerTests: XCTestCase {
    private var provider: RecordingCallProvider!
    private var calls: InMemoryCallStore!
    private var clock: ManualClock!
    private var handler: VoIPPushHandler!

    override func setUp() {
        super.setUp()
        provider = RecordingCallProvider()
        calls = InMemoryCallStore()
        clock = ManualClock(now: Date(timeIntervalSince1970: 1_792_300_000))
        handler = VoIPPushHandler(provider: provider, calls: calls, clock: clock)
    }

    func testIncomingCallIsReported() {
        let done = expectation(description: "completion")
        handler.handle(payload: Payloads.invite(callID: "c-81", expiresIn: 30, now: clock.now)) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reported.map(\.callID), ["c-81"])
    }

    func testMalformedPushIsReportedAsFailedCall() {
        let done = expectation(description: "completion")
        handler.handle(payload: ["aps": [:]]) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.failedReports, 1)
    }

    func testExpiredCallPushIsStillReportedToCallKit() {
        let done = expectation(description: "completion")
        handler.handle(payload: Payloads.invite(callID: "c-82", expiresIn: -5, now: clock.now)) { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedOrFailedCount, 1,
                       "every VoIP push must be reported to CallKit (reporting and ending it at once is fine)")
    }
}
