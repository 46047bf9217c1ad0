import XCTest
@testable import Runner

final class WindReadingFormatterTests: XCTestCase {
  let formatter = WindReadingFormatter(locale: Locale(identifier: "en_GB"))

  func testDirectionWrapsAtNorth() {
    XCTAssertEqual(formatter.direction(degrees: 350), "N")
  }

  func testCalmReadsZero() {
    XCTAssertEqual(formatter.gust(knots: 0), "0 kn")
  }

  func testGustsRoundToWholeKnots() {
    XCTAssertEqual(formatter.gust(knots: 17.6), "18 kn")
  }
}
