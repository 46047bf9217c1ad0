import ExpoModulesCore
import XCTest
@testable import Oriole

/// Runs the expo-background-task worker the way iOS does after a background launch:
/// no React screen is mounted, only the JS bundle's module scope has been evaluated.
final class HeadlessTaskLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        OrioleTestHooks.resetTaskEvents()
        OrioleTestHooks.reloadBundleHeadless()          // evaluates index.js, mounts no views
    }

    func testBackgroundLaunchRunsDefinedSyncTask() {
        let executed = expectation(description: "oriole-background-sync executed")
        OrioleTestHooks.onTaskEvent { event in
            if event.name == "oriole-background-sync", event.kind == .executed { executed.fulfill() }
        }

        OrioleTestHooks.triggerBackgroundTaskWorker()   // same path as BackgroundTask.triggerTaskWorkerForTestingAsync()

        wait(for: [executed], timeout: 20)
        XCTAssertEqual(OrioleTestHooks.pendingNotes(), 0, "queued field notes should have been uploaded")
    }
}
