import XCTest
@testable import Greenline

final class FareFormatterTests: XCTestCase {
  func testWholeEuroFare() {
    XCTAssertEqual(FareFormatter.string(cents: 200), "€2")
  }

  func testConcessionFareShowsTwoDecimals() {
    XCTAssertEqual(FareFormatter.string(cents: 150), "€1.50")
  }
}
