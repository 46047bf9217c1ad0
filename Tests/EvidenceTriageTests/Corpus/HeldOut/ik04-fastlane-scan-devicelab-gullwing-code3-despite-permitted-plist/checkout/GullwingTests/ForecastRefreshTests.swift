import XCTest
@testable import Gullwing

/// Runs on the lab iPhone only (the Simulator reports Code=1 unavailable).
final class ForecastRefreshTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testRefreshRequestIsAccepted() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["SIMULATOR_UDID"] != nil, "device-only")
        let scheduler = BackgroundScheduler(recorder: AppDelegate.recorder)
        XCTAssertNoThrow(try scheduler.scheduleForecastRefresh(), "forecast-refresh request should be accepted on a device")
    }
}
