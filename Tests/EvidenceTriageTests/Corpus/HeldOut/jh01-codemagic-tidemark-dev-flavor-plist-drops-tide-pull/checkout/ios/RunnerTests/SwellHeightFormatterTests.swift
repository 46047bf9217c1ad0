import XCTest
@testable import Runner

final class SwellHeightFormatterTests: XCTestCase {
  func testFormatsFeetForUSRegion() {
    let formatter = SwellHeightFormatter(locale: Locale(identifier: "en_US"))
    XCTAssertEqual(formatter.string(metres: 1.8), "5.9 ft")
  }

  func testFormatsMetresForMetricRegion() {
    let formatter = SwellHeightFormatter(locale: Locale(identifier: "en_AU"))
    XCTAssertEqual(formatter.string(metres: 1.8), "1.8 m")
  }
}
