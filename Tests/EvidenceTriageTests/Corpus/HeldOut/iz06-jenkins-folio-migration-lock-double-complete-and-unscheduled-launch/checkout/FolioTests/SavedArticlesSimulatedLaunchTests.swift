import XCTest
import BackgroundTasks
@testable import Folio

/// Device-lab only: asks BackgroundTasks to launch the saved-sync task now,
/// the same way `e -l objc -- (void)[[BGTaskScheduler sharedScheduler]
/// _simulateLaunchForTaskWithIdentifier:@"…"]` does from lldb.
final class SavedArticlesSimulatedLaunchTests: XCTestCase {

    func testSimulatedLaunchRefreshesSavedArticles() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["SIMULATOR_UDID"] != nil, "device only")
        let ran = expectation(description: "saved-sync handler ran")
        SavedArticlesSync.shared.onRun = { ran.fulfill() }

        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        BGTaskScheduler.shared.perform(selector, with: BackgroundIDs.savedSync)

        wait(for: [ran], timeout: 30)
    }
}
