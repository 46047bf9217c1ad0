import XCTest
@testable import Runner

/// Native timetable parsing lives in Swift (shared with the Live Activity widget).
final class SailingTimetableParserTests: XCTestCase {
    func testParsesSummerTimetable() throws {
        let table = try SailingTimetableParser().parse(Fixtures.csv("ardmor-summer-2026.csv"))
        XCTAssertEqual(table.sailings.count, 212)
    }

    func testParsesOvernightSailing() throws {
        let table = try SailingTimetableParser().parse("2026-08-14,23:40,00:55,Ardmor,Kessock\n")
        XCTAssertEqual(table.sailings.first?.duration ?? 0, 75 * 60, accuracy: 0.5)
    }
}
