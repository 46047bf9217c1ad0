import XCTest
import BackgroundTasks
@testable import Quayside

/// Device-lab suite: runs on the physical iPhone attached to the runner.
final class DepartureRefreshTests: XCTestCase {
    override func tearDown() {
        DepartureRefreshScheduler.onLaunchForTesting = nil
        super.tearDown()
    }

    func testRegistrationHappensAtLaunch() {
        XCTAssertTrue(DiagnosticsRecorder.shared.records.contains {
            $0.identifier == DepartureRefreshScheduler.identifier && $0.phase == .registration && $0.outcome == .succeeded
        })
    }

    func testSubmitsRefreshRequest() throws {
        XCTAssertNoThrow(try DepartureRefreshScheduler.submit())
    }

    func testRefreshRunsWithinTwoMinutesOfSubmission() throws {
        let ran = expectation(description: "departures refresh launch handler ran")
        DepartureRefreshScheduler.onLaunchForTesting = { ran.fulfill() }
        try DepartureRefreshScheduler.submit(earliest: Date(timeIntervalSinceNow: 30))
        // The device is on charge and on Wi-Fi in the lab; iOS should pick the request up quickly.
        wait(for: [ran], timeout: 120)
    }
}
