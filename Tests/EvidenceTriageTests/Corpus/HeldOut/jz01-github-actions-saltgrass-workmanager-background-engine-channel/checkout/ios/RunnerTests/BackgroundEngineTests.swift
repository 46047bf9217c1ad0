import XCTest
@testable import Runner

/// Drives the Dart callbackDispatcher in a headless engine, as workmanager does
/// when iOS launches a task. The OS scheduler is not involved.
final class BackgroundEngineTests: EvidenceTestCase {
  override func setUp() {
    super.setUp()
    TestFixtures.seedReadingQueue(count: 3)
    TestFixtures.storeUploadToken("fixture-token")
    TestFixtures.startUploadStub()
  }

  override func tearDown() {
    TestFixtures.stopUploadStub()
    super.tearDown()
  }

  func testUploadBacklogDrainsQueue() {
    _ = WorkmanagerDebugHarness.run(task: AppDelegate.backlogUploadID, kind: .processing)

    XCTAssertEqual(TestFixtures.pendingReadingCount(), 0,
                   "queued readings should be uploaded by the background task")
    XCTAssertEqual(TestFixtures.uploadStub.requests.count, 1)
  }

  func testFailedUploadIsReportedAsRetry() {
    TestFixtures.uploadStub.failNextRequest(status: 503)

    let outcome = WorkmanagerDebugHarness.run(task: AppDelegate.backlogUploadID, kind: .processing)

    XCTAssertEqual(outcome?.rawValue, "retry",
                   "a failed upload must not be reported to iOS as success")
  }

  func testPeriodicUploadUsesSameQueue() {
    TestFixtures.seedReadingQueue(count: 0)
    let outcome = WorkmanagerDebugHarness.run(task: AppDelegate.periodicUploadID, kind: .appRefresh)
    XCTAssertEqual(outcome, .success)
  }
}
