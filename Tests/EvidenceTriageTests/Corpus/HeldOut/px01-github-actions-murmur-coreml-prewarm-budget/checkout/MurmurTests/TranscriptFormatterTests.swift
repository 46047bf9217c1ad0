import XCTest
@testable import Murmur

final class TranscriptFormatterTests: XCTestCase {
    func testCapitalisesFirstWord() {
        XCTAssertEqual(TranscriptFormatter(locale: Locale(identifier: "en_US")).format("hello there"), "Hello there")
    }

    func testFrenchPunctuationSpacing() {
        let formatter = TranscriptFormatter(locale: Locale(identifier: "fr_FR"))
        XCTAssertEqual(formatter.format("bonjour !"), "Bonjour\u{202F}!")
    }
}
