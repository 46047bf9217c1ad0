import XCTest
@testable import Larkspur

final class FontPropertiesTests: XCTestCase {
    let font = UIFont.systemFont(ofSize: 12)

    func testPropertiesRoundTrip() {
        let restored = UIFont(properties: font.properties)
        XCTAssertEqual(restored?.fontName, font.fontName)
    }
}
