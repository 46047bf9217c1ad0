import XCTest
@testable import Runner

/// Native checks of the background_fetch setup (the Flutter plugin wraps the
/// TSBackgroundFetch SDK; these talk to it through BackgroundFetchBridge,
/// the same path the MethodChannel uses).
final class BackgroundFetchSetupTests: XCTestCase {
    func testPermittedIdentifiersInBuiltPlist() throws {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("com.transistorsoft.fetch"))
        XCTAssertTrue(ids.contains(BackgroundFetchBridge.nightlyExportTaskId))
    }

    func testFetchTaskRegisteredAtLaunch() throws {
        let outcome = DiagnosticsRecorder.shared.lastOutcome(identifier: "com.transistorsoft.fetch", phase: .registration)
        XCTAssertEqual(outcome, "succeeded", "registration record for com.transistorsoft.fetch")
    }

    /// Nightly CSV export runs as a background_fetch custom task
    /// (BackgroundFetch.scheduleTask on the Dart side). The identifier is in
    /// the plist (see testPermittedIdentifiersInBuiltPlist), so scheduling
    /// must succeed.
    func testScheduleNightlyExportTask() {
        let done = expectation(description: "scheduleTask callback")
        var scheduleError: Error?

        BackgroundFetchBridge.scheduleTask(
            taskId: BackgroundFetchBridge.nightlyExportTaskId,
            delayMs: 60 * 60 * 1000,
            periodic: false
        ) { error in
            scheduleError = error
            done.fulfill()
        }
        wait(for: [done], timeout: 5)

        // Only the submission is checked here; whether iOS ever runs the
        // task is not something this test can or should wait for.
        // A rejected submission comes back through the callback as an
        // NSError in the TSBackgroundFetch domain.
        XCTAssertNil(scheduleError, "nightly export must be scheduled")
    }
}
