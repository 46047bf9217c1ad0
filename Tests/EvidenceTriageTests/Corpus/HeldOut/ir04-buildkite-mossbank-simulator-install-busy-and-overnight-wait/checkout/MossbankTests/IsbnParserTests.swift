import XCTest
@testable import Mossbank

final class IsbnParserTests: XCTestCase {
    func testIsbn13WithHyphens() {
        XCTAssertEqual(IsbnParser.normalized("978-0-14-303943-3"), "9780143039433")
    }

    func testIsbn10WithXCheckDigit() {
        XCTAssertEqual(IsbnParser.normalized("0-8044-2957-X"), "9780804429573")
    }
}
