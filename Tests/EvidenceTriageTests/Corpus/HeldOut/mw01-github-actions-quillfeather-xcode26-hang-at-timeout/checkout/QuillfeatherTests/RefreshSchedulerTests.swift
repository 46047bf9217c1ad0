import XCTest
import BackgroundTasks
@testable import Quillfeather

final class RefreshSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testSubmitsRefreshRequest() throws {
        try BackgroundRefresh.shared.schedule(earliest: Date(timeIntervalSinceNow: 60))
        XCTAssertTrue(BackgroundRefresh.shared.hasPendingRequest)
    }

    /// Submits a real request and waits for iOS to run it.
    func testSystemLaunchesRefreshWithinTenMinutes() throws {
        let launched = expectation(description: "BGTaskScheduler launches com.quillfeather.reader.refresh")
        BackgroundRefresh.shared.onLaunch = { launched.fulfill() }
        try BackgroundRefresh.shared.schedule(earliest: Date(timeIntervalSinceNow: 5))
        wait(for: [launched], timeout: 600)
    }
}
