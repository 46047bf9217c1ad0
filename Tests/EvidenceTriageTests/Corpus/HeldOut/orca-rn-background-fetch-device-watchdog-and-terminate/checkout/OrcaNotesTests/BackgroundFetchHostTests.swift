import XCTest
@testable import OrcaNotes

/// Native tests around react-native-background-fetch's TSBackgroundFetch in the RN host app.
final class BackgroundFetchHostTests: XCTestCase {
    func testFetchTaskIdentifierIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("com.transistorsoft.fetch"))
    }

    func testIndexRebuildTaskFinishesWithinBudget() throws {
        let harness = try FetchHarness.start(taskId: "com.transistorsoft.reindex")
        harness.simulateLaunch()
        XCTAssertEqual(harness.waitForOutcome(timeout: 60), .finished)
    }

    func testFetchContinuesAfterUserTerminatesApp() throws {
        let harness = try FetchHarness.start(taskId: "com.transistorsoft.fetch")
        harness.terminateFromAppSwitcher()
        XCTAssertTrue(harness.serverSawFetch(within: 20 * 60), "fetch should keep running after termination")
    }

    func testCustomExportTaskRegisters() throws {
        let harness = try FetchHarness.start(taskId: "com.transistorsoft.export")
        XCTAssertTrue(harness.registered("com.transistorsoft.export"))
    }
}
