import XCTest
@testable import Harborwatch

final class TideTableParserTests: XCTestCase {
    private let feed = """
    station,time,height_m,kind
    PLYM,2026-12-01 03:41,5.12,high
    PLYM,2026-12-01 09:58,0.87,low
    PLYM,2026-12-01 16:07,5.01,high
    PLYM,2026-12-01 22:19,0.95,low
    """

    func testParsesFeedInUSLocale() throws {
        let parser = TideTableParser(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/London")!)
        XCTAssertEqual(try parser.parse(feed).count, 4)
    }

    func testParsesTimesUnderTwelveHourRegion() throws {
        // UK region with the 24-hour switch off, as on many skippers' phones.
        let parser = TideTableParser(locale: Locale(identifier: "en_GB@hours=h12"), timeZone: TimeZone(identifier: "Europe/London")!)
        let events = try parser.parse(feed)
        let afternoonHigh = try XCTUnwrap(events.first(where: { $0.heightMeters == 5.01 })?.time)
        XCTAssertEqual(Calendar.current.component(.hour, from: afternoonHigh), 16)
    }
}
