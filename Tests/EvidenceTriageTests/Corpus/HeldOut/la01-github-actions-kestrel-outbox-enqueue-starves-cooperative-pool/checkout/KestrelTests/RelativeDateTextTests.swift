import XCTest
@testable import Kestrel

final class RelativeDateTextTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_796_000_000)

    func testTodayInEnglish() {
        XCTAssertEqual(RelativeDateText.string(for: now, relativeTo: now, locale: Locale(identifier: "en_US")), "now")
    }

    func testYesterdayInGerman() {
        let yesterday = now.addingTimeInterval(-86_400)
        XCTAssertEqual(RelativeDateText.string(for: yesterday, relativeTo: now, locale: Locale(identifier: "de_DE")), "gestern")
    }
}
