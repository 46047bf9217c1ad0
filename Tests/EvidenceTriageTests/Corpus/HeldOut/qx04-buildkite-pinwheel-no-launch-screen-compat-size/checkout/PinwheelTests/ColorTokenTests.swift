import XCTest
@testable import Pinwheel

final class ColorTokenTests: XCTestCase {
    func testAccentTokenHex() {
        XCTAssertEqual(ColorToken.accent.hex, "#FF5A36")
    }
}
