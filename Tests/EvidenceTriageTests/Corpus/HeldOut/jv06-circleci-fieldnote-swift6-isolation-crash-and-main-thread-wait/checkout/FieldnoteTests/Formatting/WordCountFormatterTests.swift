import XCTest
@testable import Fieldnote

final class WordCountFormatterTests: XCTestCase {
    private let formatter = WordCountFormatter(locale: Locale(identifier: "en_US"))

    func testSingularWord() {
        XCTAssertEqual(formatter.string(for: 1), "1 word")
    }

    func testThousandsSeparator() {
        let text = formatter.string(for: 1234)
        XCTAssertEqual(text, "1,234 words")
    }

    func testZeroWords() {
        XCTAssertEqual(formatter.string(for: 0), "No words")
    }
}
