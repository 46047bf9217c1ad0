import XCTest
@testable import Runner

final class DownloadNotificationTextTests: XCTestCase {
  func testProgressTitleIncludesShowName() {
    XCTAssertEqual(DownloadNotificationText.progressTitle(show: "Night Shift", percent: 40),
                   "Night Shift — 40%")
  }

  func testCompletedTitleDropsPercent() {
    XCTAssertEqual(DownloadNotificationText.completedTitle(show: "Night Shift"), "Night Shift — ready offline")
  }
}
