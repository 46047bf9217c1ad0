import XCTest
@testable import Murmur

final class FakeCalls: CallObserving {
    var hasActiveCall = false
}

@MainActor
final class CallInterruptionRecoveryTests: XCTestCase {
    func testRecordingResumesWhenCallEndsAfterAudioInterruptionEnded() async {
        let calls = FakeCalls()
        let recovery = CallInterruptionRecovery(calls: calls)
        let resumed = expectation(description: "recording resumed after the call")
        recovery.onResume = { resumed.fulfill() }

        recovery.audioInterruptionBegan()
        calls.hasActiveCall = true
        recovery.audioInterruptionEnded(shouldResume: true)   // .ended arrives while CallKit still reports the call
        calls.hasActiveCall = false
        recovery.callDidEnd()

        await fulfillment(of: [resumed], timeout: 5)
    }

    func testRecordingResumesAfterShortInterruptionWithoutCall() async {
        let recovery = CallInterruptionRecovery(calls: FakeCalls())
        let resumed = expectation(description: "recording resumed")
        recovery.onResume = { resumed.fulfill() }
        recovery.audioInterruptionBegan()
        recovery.audioInterruptionEnded(shouldResume: true)
        await fulfillment(of: [resumed], timeout: 1)
    }
}
