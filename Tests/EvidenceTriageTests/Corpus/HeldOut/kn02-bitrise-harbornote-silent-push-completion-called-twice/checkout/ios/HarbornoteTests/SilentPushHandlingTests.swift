import UIKit
import XCTest
@testable import Harbornote

final class SilentPushHandlingTests: XCTestCase {
  private let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "thread_id": "t_8812"]

  override func setUp() {
    InboxPrefetcher.shared.client = StubInboxClient(thread: .fixture(id: "t_8812", messages: 3))
  }

  func testPushWithoutThreadIDCompletesNoData() throws {
    let appDelegate = try XCTUnwrap(UIApplication.shared.delegate)
    var results: [UIBackgroundFetchResult] = []
    appDelegate.application?(UIApplication.shared, didReceiveRemoteNotification: ["aps": ["content-available": 1]]) {
      results.append($0)
    }
    RunLoop.current.run(until: Date().addingTimeInterval(0.5))
    XCTAssertEqual(results.first, .noData)
  }

  func testContentAvailablePushCompletesOnce() throws {
    let appDelegate = try XCTUnwrap(UIApplication.shared.delegate)
    var results: [UIBackgroundFetchResult] = []
    appDelegate.application?(UIApplication.shared, didReceiveRemoteNotification: payload) { results.append($0) }
    RunLoop.current.run(until: Date().addingTimeInterval(1))
    XCTAssertEqual(results.count, 1, "fetch completion handler must be called exactly once per push")
    XCTAssertEqual(results.last, .newData)
  }

  /// UIKit tracks the fetch handler with a dispatch group (iOS 14+); mirror that here.
  func testCompletionIsSafeForSystemDispatchGroup() throws {
    let appDelegate = try XCTUnwrap(UIApplication.shared.delegate)
    let group = DispatchGroup()
    group.enter()
    appDelegate.application?(UIApplication.shared, didReceiveRemoteNotification: payload) { _ in
      group.leave()
    }
    RunLoop.current.run(until: Date().addingTimeInterval(1))
    XCTAssertEqual(group.wait(timeout: .now()), .success)
  }
}
