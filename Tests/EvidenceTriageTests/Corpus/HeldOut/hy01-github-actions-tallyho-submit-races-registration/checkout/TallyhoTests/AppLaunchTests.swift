import XCTest
@testable import Tallyho

/// Checks what the host app's launch sequence left behind.
final class AppLaunchTests: XCTestCase {

    func testColdLaunchSchedulesBalanceRefresh() throws {
        // The host app schedules the refresh once SettingsStore has loaded.
        let scheduled = expectation(description: "launch recorded a balance-refresh submission")
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
            let records = DiagnosticsRecorder.shared.records(for: BackgroundTaskScheduler.balanceRefreshIdentifier)
            if records.contains(where: { $0.phase == "submission" }) { scheduled.fulfill() }
        }
        wait(for: [scheduled], timeout: 5)
    }

    func testLaunchRegistersBothHandlers() {
        let phases = DiagnosticsRecorder.shared.records(for: BackgroundTaskScheduler.receiptCleanupIdentifier).map(\.phase)
        XCTAssertTrue(phases.contains("registration"))
    }
}
