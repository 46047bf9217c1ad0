import XCTest
@testable import Meadowcare

final class DosageLabelTests: XCTestCase {
  func testOneTablet() {
    XCTAssertEqual(DosageLabel.text(tablets: 1), "1 tablet")
  }

  func testHalfTabletLabel() {
    XCTAssertEqual(DosageLabel.text(tablets: 0.5), "½ tablet")
  }

  func testTwoTablets() {
    XCTAssertEqual(DosageLabel.text(tablets: 2), "2 tablets")
  }
}
