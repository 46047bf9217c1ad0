import XCTest
@testable import ParcelPath

final class EtaWindowFormatterTests: XCTestCase {
    private let formatter = EtaWindowFormatter(calendar: .gmt, locale: Locale(identifier: "en_US_POSIX"))

    func testWindowRoundsUpToFiveMinutes() {
        let start = Date(timeIntervalSince1970: 1_786_198_020) // 14:07 GMT
        let end = start.addingTimeInterval(23 * 60)             // 14:30 GMT
        XCTAssertEqual(formatter.string(from: start, to: end), "2:10 – 2:30 PM")
    }

    func testSameMinuteCollapses() {
        let t = Date(timeIntervalSince1970: 1_786_198_200)
        XCTAssertEqual(formatter.string(from: t, to: t), "2:10 PM")
    }
}
