import XCTest
@testable import Shoebox

final class StorageUsageLabelTests: XCTestCase {
  func testMegabytes() {
    XCTAssertEqual(StorageUsageLabel.text(bytes: 48_000_000), "48 MB used")
  }

  func testGigabytesUseDecimalCount() {
    // Matches what Settings > iPhone Storage shows.
    XCTAssertEqual(StorageUsageLabel.text(bytes: 1_150_000_000), "1.15 GB used")
  }
}
