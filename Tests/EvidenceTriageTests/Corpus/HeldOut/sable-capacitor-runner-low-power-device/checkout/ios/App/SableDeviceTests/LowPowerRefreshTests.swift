import XCTest
import BackgroundTasks
@testable import App

final class LowPowerRefreshTests: XCTestCase {
    func testRefreshRequestUsesPermittedIdentifier() {
        XCTAssertEqual(InboxRefresh.makeRequest().identifier, "app.sable.refresh")
    }

    /// The lab phone runs this suite with Low Power Mode on to cover users on low battery.
    func testRefreshRunsInLowPowerMode() throws {
        let ran = expectation(description: "inbox refresh ran while in Low Power Mode")
        InboxRefresh.onRun = { ran.fulfill() }
        XCTAssertTrue(ProcessInfo.processInfo.isLowPowerModeEnabled)
        try InboxRefresh.submit(earliestBeginAfter: 60)
        LabHarness.sendAppToBackground()
        wait(for: [ran], timeout: 20 * 60)
    }
}
