import XCTest
@testable import QuillKit

final class EntryParserTests: XCTestCase {
    private var calendar: Calendar {
        var c = Calendar(identifier: .iso8601)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }

    func testParsesPlainHeading() throws {
        let heading = EntryParser(calendar: calendar).heading(for: "2026-03-04")
        XCTAssertEqual(heading, "Week 10, 2026")
    }

    func testParsesMidYearHeading() throws {
        let heading = EntryParser(calendar: calendar).heading(for: "2026-07-15")
        XCTAssertEqual(heading, "Week 29, 2026")
    }

    func testParsesWeekHeadingWithYear() throws {
        // 1 Jan 2027 is a Friday: it belongs to ISO week 53 of 2026.
        let heading = EntryParser(calendar: calendar).heading(for: "2027-01-01")
        XCTAssertEqual(heading, "Week 53, 2026")
    }
}
