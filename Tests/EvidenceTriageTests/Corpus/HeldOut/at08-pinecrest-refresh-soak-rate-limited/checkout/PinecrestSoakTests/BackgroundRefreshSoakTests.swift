import XCTest
@testable import Pinecrest

/// Overnight soak on the lab iPhone: app backgrounded, device idle on power.
final class BackgroundRefreshSoakTests: XCTestCase {
    private let recorder = RefreshRunRecorder.shared
    private let soakDuration: TimeInterval = 60 * 60

    func testRefreshesEveryFifteenMinutes() throws {
        recorder.reset()
        try RefreshScheduler.shared.schedule(interval: 15 * 60)
        XCUIDevice.shared.press(.home)
        Thread.sleep(forTimeInterval: soakDuration)
        XCTAssertGreaterThanOrEqual(recorder.runs.count, 4, "runs: \(recorder.runs)")
    }

    func testNoGapLongerThanTwentyMinutes() throws {
        let gaps = recorder.gaps(since: recorder.soakStart)
        XCTAssertLessThanOrEqual(gaps.max() ?? .infinity, 20 * 60, "gaps: \(gaps)")
    }
}
