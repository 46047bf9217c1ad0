import XCTest
@testable import Tallowby

final class PantryUnitFormatterTests: XCTestCase {
  private let formatter = PantryUnitFormatter()

  func testFormatsLitresWithOneDecimal() {
    XCTAssertEqual(formatter.string(amount: 1500, unit: .millilitres), "1.5 L")
  }

  func testFormatsPiecesWithoutUnit() {
    XCTAssertEqual(formatter.string(amount: 6, unit: .pieces), "6")
  }

  /// Half a kilo of flour is shown in grams; kilograms start at 1000 g.
  func testFormatsHalfKilogram() {
    let text = formatter.string(amount: 500, unit: .grams)

    // Row width only fits 5 characters plus unit on the SE.
    XCTAssertEqual(text, "500 g")
  }
}
