import BackgroundTasks
import XCTest
@testable import Tallowby

/// Runs in the Tallowby host app on the device-lab phones. The React Native
/// bridge is not started under XCTest (TALLOWBY_UNIT_TESTS=1), so nothing in
/// src/ runs here.
final class BackgroundFetchBridgeTests: XCTestCase {

  override func setUp() {
    super.setUp()
    ReceiptUploadQueue.shared.resetForTesting()
    PantrySync.shared.onFinished = nil
    BackgroundFetchBridge.shared.onTaskFinished = nil
  }

  /// Periodic pantry sync: the fetch event should run PantrySync.
  func testSimulatedFetchRunsPantrySync() {
    let ran = expectation(description: "pantry sync ran from the fetch launch")
    PantrySync.shared.onFinished = { _ in ran.fulfill() }
    PantrySync.shared.markLocalChanges(lists: 2)

    // The periodic fetch request (BGAppRefreshTaskRequest for
    // com.transistorsoft.fetch) is submitted by BackgroundFetch.configure(),
    // which the app calls from JS (src/background/fetch.ts) once the bridge
    // is up. Nothing in this test calls it; we go straight to the
    // simulated launch.
    DebugTaskLauncher.simulateLaunch(identifier: BackgroundFetchBridge.fetchTaskId)

    wait(for: [ran], timeout: 20)
  }

  /// Receipt uploads run as a BGProcessingTask (custom task ids must carry
  /// the plugin's com.transistorsoft. prefix).
  func testReceiptsLaunchUploadsEachReceiptOnce() throws {
    let api = RecordingReceiptsAPI()
    ReceiptUploadQueue.shared.api = api
    try ReceiptUploadQueue.shared.enqueue(.fixture(id: 88, items: 3, total: "14.72"))

    let finished = expectation(description: "receipts task finished")
    BackgroundFetchBridge.shared.onTaskFinished = { taskId in
      if taskId == BackgroundFetchBridge.receiptsTaskId { finished.fulfill() }
    }

    try BackgroundFetchBridge.shared.submitReceiptsUpload()
    DebugTaskLauncher.simulateLaunch(identifier: BackgroundFetchBridge.receiptsTaskId)
    wait(for: [finished], timeout: 30)

    // Let any straggling upload callbacks land before counting.
    let settle = expectation(description: "settle")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { settle.fulfill() }
    wait(for: [settle], timeout: 1)

    XCTAssertEqual(api.posts(forReceipt: 88), 1, "receipt 88 must be uploaded exactly once per launch")
    XCTAssertTrue(ReceiptUploadQueue.shared.pending.isEmpty)
  }
}
