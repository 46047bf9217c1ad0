import UIKit
import XCTest
@testable import Fernway

final class ItineraryRefreshTests: XCTestCase {
  override func setUp() {
    setenv("EVIDENCE_TEST_ID", "ItineraryRefreshTests/testRefreshRunsWithinTwoMinutesOfBackgrounding", 1)
  }

  /// After the app goes to the background the refresh is scheduled for +60 s; iOS should run it
  /// within two minutes.
  func testRefreshRunsWithinTwoMinutesOfBackgrounding() {
    let refreshed = expectation(forNotification: .itineraryRefreshed, object: nil)
    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
    wait(for: [refreshed], timeout: 120)
  }
}
