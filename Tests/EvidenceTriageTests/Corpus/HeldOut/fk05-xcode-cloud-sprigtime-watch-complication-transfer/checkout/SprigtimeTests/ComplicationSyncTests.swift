import WatchConnectivity
import XCTest
@testable import Sprigtime
@testable import SprigtimeKit

/// Runs on the paired iPhone + Apple Watch simulators of the "Paired" test plan.
/// The watch extension answers every complication payload with sendMessage(["ack": v]).
final class ComplicationSyncTests: XCTestCase {
    private var delegate: AckCollectingDelegate!

    override func setUp() async throws {
        delegate = AckCollectingDelegate()
        WCSession.default.delegate = delegate
        WCSession.default.activate()
        try await delegate.waitForActivation(timeout: 10)
    }

    func testSessionReportsPairedWatch() {
        XCTAssertTrue(WCSession.default.isPaired)
        XCTAssertTrue(WCSession.default.isWatchAppInstalled)
    }

    func testWatchComplicationReloadsAfterTimerStart() {
        let acked = expectation(description: "watch acknowledges complication payload")
        delegate.onAck = { acked.fulfill() }

        let sync = ComplicationSync(session: WCSession.default)
        TimerController.shared.start(phase: .focus, minutes: 25)
        sync.publish(TimerController.shared.state!)

        wait(for: [acked], timeout: 20)
    }
}
