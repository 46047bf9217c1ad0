import XCTest
import BackgroundTasks
@testable import Pipit

/// Runs only in the PipitDevice scheme on the lab iPhone attached to the self-hosted agent.
final class RefreshDeviceTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "RefreshDeviceTests/\(name.split(separator: " ")[1].dropLast())", 1)
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSubmitAcceptedOnLabDevice() {
        XCTAssertNoThrow(try RefreshScheduler.submitNext(after: 15 * 60))
    }

    func testRefreshLaunchesWithin20Minutes() {
        let launched = expectation(forNotification: RefreshScheduler.didLaunchNotification, object: nil)
        try? RefreshScheduler.submitNext(after: 60)
        XCUIDevice.shared.press(.home)
        wait(for: [launched], timeout: 1200)
    }
}
