import XCTest
@testable import Larkspur

final class ServerDateParserTests: XCTestCase {
    func testParsesISOTimestamp() {
        let date = ServerDateParser.date(from: "2026-08-13T09:30:00Z", locale: Locale(identifier: "en_US"))
        XCTAssertEqual(date?.timeIntervalSince1970, 1_786_613_400)
    }

    func testParsesTimestampUnder12HourLocale() {
        // A user with the 12-hour clock forced on (Settings > General > Date & Time).
        let locale = Locale(identifier: "en_GB@hours=h12")
        let date = ServerDateParser.date(from: "2026-08-13T21:30:00Z", locale: locale)
        XCTAssertNotNil(date, "server timestamps must parse whatever the user's clock setting")
    }
}
