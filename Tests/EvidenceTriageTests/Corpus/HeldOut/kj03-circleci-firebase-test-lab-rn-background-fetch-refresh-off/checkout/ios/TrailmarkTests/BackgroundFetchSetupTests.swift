import XCTest
import TSBackgroundFetch
@testable import Trailmark

/// Device-lab smoke tests for the react-native-background-fetch setup.
final class BackgroundFetchSetupTests: XCTestCase {
  override func setUp() {
    super.setUp()
    setenv("EVIDENCE_TEST_ID", "BackgroundFetchSetupTests/" + NSStringFromSelector(invocation!.selector), 1)
  }

  func testConfigureReportsAvailableStatus() {
    let done = expectation(description: "status")
    var status = UIBackgroundRefreshStatus.restricted
    TSBackgroundFetch.sharedInstance().status { s in
      status = s
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
    _ = BackgroundUploadScheduler.scheduleRefresh()
    XCTAssertEqual(status.rawValue, UIBackgroundRefreshStatus.available.rawValue,
                   "BackgroundFetch.configure should report STATUS_AVAILABLE on the device lab")
  }

  func testUploadTaskIsSubmitted() {
    let error = BackgroundUploadScheduler.schedule(delay: 15 * 60)
    XCTAssertNil(error, "GPX upload task should be accepted by BGTaskScheduler")
  }

  func testPermittedIdentifiersAreInTheBuiltPlist() {
    let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    XCTAssertTrue(ids.contains(BackgroundDiagnostics.refreshId))
    XCTAssertTrue(ids.contains(BackgroundDiagnostics.uploadId))
  }
}
