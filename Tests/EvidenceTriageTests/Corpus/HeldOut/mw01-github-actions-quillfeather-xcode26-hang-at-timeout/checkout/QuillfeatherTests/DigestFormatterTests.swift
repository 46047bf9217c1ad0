import XCTest
@testable import Quillfeather

final class DigestFormatterTests: XCTestCase {
    func testRelativeDateInEnglish() {
        let f = DigestFormatter(locale: Locale(identifier: "en_US"), now: { Date(timeIntervalSince1970: 1_786_000_000) })
        XCTAssertEqual(f.relative(Date(timeIntervalSince1970: 1_786_000_000 - 7200)), "2 hours ago")
    }

    func testRelativeDateInGerman() {
        let f = DigestFormatter(locale: Locale(identifier: "de_DE"), now: { Date(timeIntervalSince1970: 1_786_000_000) })
        XCTAssertEqual(f.relative(Date(timeIntervalSince1970: 1_786_000_000 - 7200)), "vor 2 Stunden")
    }
}
