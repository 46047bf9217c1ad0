import BackgroundTasks
import XCTest
@testable import Tidewell

final class BackgroundSyncSchedulerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.map { $0.split(separator: ".").last.map(String.init) ?? String($0) }.joined(separator: "/"), 1)
    }

    override func tearDown() {
        BackgroundSyncScheduler.shared.onLaunch = nil
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testIdentifierIsPermittedByInfoPlist() throws {
        let permitted = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String])
        XCTAssertTrue(permitted.contains(BackgroundSyncScheduler.processingIdentifier))
        let modes = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String])
        XCTAssertTrue(modes.contains("processing"))
    }

    /// Added with the "background sync never fires" investigation: schedule a sync
    /// and make sure the system actually runs it soon after.
    func testProcessingTaskRunsWithinFiveMinutes() {
        let launched = expectation(description: "processing task launched")
        BackgroundSyncScheduler.shared.onLaunch = { _ in launched.fulfill() }

        BackgroundSyncScheduler.shared.scheduleHealthSync(after: 60)

        // Give the scheduler up to five minutes to pick the request up.
        wait(for: [launched], timeout: 300)
    }
}
