import XCTest
@testable import Quill

final class EtaFormatterTests: XCTestCase {
    private let formatter = EtaFormatter(locale: Locale(identifier: "en_US_POSIX"))

    func testFormatsUnderOneMinuteAsNow() {
        XCTAssertEqual(formatter.string(forSeconds: 42), "now")
    }

    func testRoundsToNearestFiveMinutes() {
        XCTAssertEqual(formatter.string(forSeconds: 11 * 60 + 40), "10 min")
        XCTAssertEqual(formatter.string(forSeconds: 13 * 60), "15 min")
    }
}
