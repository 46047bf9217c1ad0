import XCTest
@testable import Kestrel

final class EPGTimeFormatterTests: XCTestCase {
    func testProgrammeRangeAcrossMidnight() {
        let f = EPGTimeFormatter(locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "Europe/London")!)
        let start = Date(timeIntervalSince1970: 1_786_663_800)   // 23:30 BST
        XCTAssertEqual(f.range(start: start, duration: 45 * 60), "23:30 – 00:15")
    }
}
