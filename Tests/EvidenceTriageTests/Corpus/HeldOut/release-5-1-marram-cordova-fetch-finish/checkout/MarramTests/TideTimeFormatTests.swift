import XCTest
@testable import Marram

final class TideTimeFormatTests: XCTestCase {
    func testSettingLocale() throws {
        let date = Date(timeIntervalSince1970: 1786624860)
        let text = TideTimeFormat.highWater.locale(Locale(identifier: "en_US")).format(date)
        XCTAssertEqual(text, "Aug 13, 2026 at 12:41 PM")
    }
}
