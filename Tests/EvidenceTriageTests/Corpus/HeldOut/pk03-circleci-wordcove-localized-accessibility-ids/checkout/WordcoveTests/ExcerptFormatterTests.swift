import XCTest
@testable import Wordcove

final class ExcerptFormatterTests: XCTestCase {
    func testStripsShortcodes() {
        let text = ExcerptFormatter().excerpt(from: "[gallery ids=\"4,5\"] Spring is here. [caption]Trees[/caption]")
        XCTAssertEqual(text, "Spring is here.")
    }
}
