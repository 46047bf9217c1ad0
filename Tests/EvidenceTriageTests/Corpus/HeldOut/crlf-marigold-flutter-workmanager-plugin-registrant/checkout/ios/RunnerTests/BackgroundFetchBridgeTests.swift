import XCTest
import UIKit
@testable import Runner

/// Drives the same entry point iOS uses for a background fetch and checks
/// that the Dart callbackDispatcher ran to completion inside the background
/// isolate (it records the sync time with shared_preferences).
class BackgroundFetchBridgeTests: XCTestCase {

  override func setUp() {
    super.setUp()
    UserDefaults.standard.removeObject(forKey: "flutter.lastBackgroundSync")
  }

  func testFetchCompletesWithinSystemBudget() {
    let app = UIApplication.shared
    let delegate = app.delegate as! AppDelegate
    let done = expectation(description: "performFetch completion")
    let started = Date()

    delegate.application(app, performFetchWithCompletionHandler: { _ in done.fulfill() })

    wait(for: [done], timeout: 30)
    XCTAssertLessThan(Date().timeIntervalSince(started), 25)
  }

  func testDartCallbackPersistsLastSync() {
    let app = UIApplication.shared
    let delegate = app.delegate as! AppDelegate
    let done = expectation(description: "performFetch completion")
    var result: UIBackgroundFetchResult?

    delegate.application(app, performFetchWithCompletionHandler: { fetchResult in
      result = fetchResult
      done.fulfill()
    })

    wait(for: [done], timeout: 30)
    XCTAssertEqual(result, .newData, "callbackDispatcher should report new data")
    XCTAssertNotNil(UserDefaults.standard.string(forKey: "flutter.lastBackgroundSync"))
  }
}
