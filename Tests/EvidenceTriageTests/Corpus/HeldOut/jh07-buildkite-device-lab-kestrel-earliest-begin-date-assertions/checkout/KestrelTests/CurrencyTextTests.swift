import XCTest
@testable import Kestrel

final class CurrencyTextTests: XCTestCase {
  func testCanadianAccountShownWithCAPrefix() {
    XCTAssertEqual(CurrencyText.string(11, currency: "CAD"), "CA$11.00")
  }
}
