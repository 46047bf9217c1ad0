import XCTest
@testable import Fieldnote

final class FieldAreaFormatterTests: XCTestCase {
  func testWholeHectares() {
    XCTAssertEqual(FieldAreaFormatter.hectares(squareMetres: 30_000), "3.0 ha")
  }

  func testHectaresRoundedToTwoPlaces() {
    // Subsidy forms are filed to two decimal places.
    XCTAssertEqual(FieldAreaFormatter.hectares(squareMetres: 12_345), "1.23 ha")
  }
}
