import XCTest
@testable import Fieldbook

/// Device-only: the Simulator has no BGTaskScheduler.
final class NightlySyncSchedulingTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["SIMULATOR_UDID"] != nil, "BGTaskScheduler needs a device")
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/").replacingOccurrences(of: "FieldbookTests.", with: ""), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testNightlySyncRequestIsAccepted() throws {
        XCTAssertNoThrow(try BackgroundTasks.scheduleNightlySync(earliestBegin: Date(timeIntervalSinceNow: 3600)))
    }

    func testNightlySyncRunsAfterSubmit() throws {
        let launched = expectation(forNotification: .nightlySyncDidLaunch, object: nil)
        try BackgroundTasks.scheduleNightlySync(earliestBegin: Date(timeIntervalSinceNow: 60))
        wait(for: [launched], timeout: 300)
    }
}
