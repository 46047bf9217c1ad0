import BackgroundTasks
import XCTest
@testable import Runner

/// Device-lab only: drives BGTaskScheduler's debug launch hook (the same call as
/// `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"…"]`).
final class BackgroundFetchSimulationTests: XCTestCase {
  private let defaults = UserDefaults.standard

  private func simulateLaunch(_ identifier: String) {
    let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
    BGTaskScheduler.shared.perform(selector, with: identifier)
  }

  private func waitForDefaultsChange(_ key: String, description: String,
                                     timeout: TimeInterval) -> Any? {
    let before = defaults.object(forKey: key) as? String
    let changed = expectation(description: description)
    let token = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { _ in
        if (self.defaults.object(forKey: key) as? String) != before { changed.fulfill() }
      }
    wait(for: [changed], timeout: timeout)
    NotificationCenter.default.removeObserver(token)
    return defaults.object(forKey: key)
  }

  func testSimulatedFetchDeliversEventToDart() {
    simulateLaunch("com.transistorsoft.fetch")
    let last = waitForDefaultsChange("flutter.bgfetch.lastEvent",
                                     description: "fetch event reached Dart", timeout: 30)
    XCTAssertEqual(last as? String, "flutter_background_fetch")
  }

  func testSimulatedFetchRunsLogbookSync() {
    // The periodic fetch task is the one the plugin names "flutter_background_fetch".
    simulateLaunch("flutter_background_fetch")
    let synced = waitForDefaultsChange("flutter.logbook.lastSync",
                                       description: "logbook sync ran", timeout: 30)
    XCTAssertNotNil(synced)
  }

  func testFailedUploadStaysQueuedForRetry() {
    defaults.set("503", forKey: "flutter.debug.injectUploadStatus")
    defaults.set(1, forKey: "flutter.uploadQueue.pending")
    QuaysideTestHooks.scheduleUploadTask() // BackgroundFetch.scheduleTask(com.transistorsoft.quayside-upload)
    simulateLaunch("com.transistorsoft.quayside-upload")
    _ = waitForDefaultsChange("flutter.uploadQueue.lastRun",
                              description: "upload task finished", timeout: 30)
    XCTAssertEqual(defaults.integer(forKey: "flutter.uploadQueue.pending"), 1,
                   "failed upload must stay queued for retry")
  }
}
