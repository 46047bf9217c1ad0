import AVFoundation
import CallKit
import XCTest
@testable import Relaycall

/// Device-only: CallKit does not run on the Simulator.
final class IncomingCallAudioTests: XCTestCase {
    private let controller = CXCallController()

    func testAnsweringCallStartsMicrophoneCapture() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["SIMULATOR_UDID"] != nil, "device only")
        let uuid = UUID()
        let reported = expectation(description: "call reported")
        CallManager.shared.reportIncoming(uuid: uuid, caller: "Dispatch 7") { error in
            XCTAssertNil(error)
            reported.fulfill()
        }
        wait(for: [reported], timeout: 5)

        let answered = expectation(description: "answer transaction")
        controller.request(CXTransaction(action: CXAnswerCallAction(call: uuid))) { _ in answered.fulfill() }
        wait(for: [answered], timeout: 5)

        let started = NSPredicate { _, _ in CallManager.shared.micCapture.isRunning }
        _ = XCTWaiter.wait(for: [XCTNSPredicateExpectation(predicate: started, object: nil)], timeout: 5)
        XCTAssertTrue(CallManager.shared.micCapture.isRunning, "microphone capture should be running after the call is answered")

        controller.request(CXTransaction(action: CXEndCallAction(call: uuid))) { _ in }
    }
}
