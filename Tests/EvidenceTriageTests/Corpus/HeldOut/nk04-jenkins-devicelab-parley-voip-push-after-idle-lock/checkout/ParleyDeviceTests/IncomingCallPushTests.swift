import XCTest
import PushKit
import CallKit
@testable import Parley

/// Soak test for the device lab: runs on a SIM-equipped phone, no Wi-Fi.
final class IncomingCallPushTests: XCTestCase {
    private var harness: VoIPPushHarness!

    override func setUpWithError() throws {
        harness = try VoIPPushHarness(environment: .sandbox)
    }

    func testVoipTokenIsRegistered() throws {
        XCTAssertNotNil(try harness.awaitToken(timeout: 20))
    }

    func testVoipPushAfterIdleLockReportsCall() throws {
        let token = try harness.awaitToken(timeout: 20)
        let reported = expectation(description: "reportNewIncomingCall after VoIP push")
        CallCenter.shared.onIncomingReported = { _ in reported.fulfill() }

        DeviceLab.lockScreen()
        DeviceLab.idle(minutes: 31) // long enough for the radio to drop to idle
        let status = try harness.sendIncomingCall(to: token, caller: "+3531555010")
        XCTAssertEqual(status, 200)

        wait(for: [reported], timeout: 120)
    }
}
