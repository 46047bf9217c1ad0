import XCTest
@testable import QuillonKit

final class WordCountFormatterTests: XCTestCase {

    func testGermanThousandsSeparator() {
        let f = WordCountFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.string(for: 12408), "12.408 Wörter")
    }
}
