import XCTest
@testable import Fernleaf

/// Runs against the real BGTaskScheduler in the Simulator.
final class SystemSchedulingTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "SystemSchedulingTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testSystemLaunchesRefreshWithin5Minutes() {
        let launched = expectation(forNotification: .feedRefreshLaunched, object: nil)
        BackgroundTasks.scheduleRefresh(earliestBegin: 60)
        wait(for: [launched], timeout: 300)
    }
}
