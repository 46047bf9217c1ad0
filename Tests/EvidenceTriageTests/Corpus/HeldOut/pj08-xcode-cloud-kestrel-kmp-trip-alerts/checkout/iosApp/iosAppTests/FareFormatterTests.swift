import XCTest
import Shared

final class FareFormatterTests: XCTestCase {
    func testEuroFormatting() {
        XCTAssertEqual(FareFormatter.shared.euros(cents: 1205), "€12.05")
    }
}
