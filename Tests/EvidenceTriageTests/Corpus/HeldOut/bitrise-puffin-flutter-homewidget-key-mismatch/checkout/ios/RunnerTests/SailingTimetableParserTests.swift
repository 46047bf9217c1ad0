import XCTest
@testable import Runner

final class SailingTimetableParserTests: XCTestCase {
    func testParsesSummerTimetable() throws {
        let data = try XCTUnwrap(NSDataAsset(name: "oban-craignure-summer")?.data)
        let timetable = try SailingTimetableParser().parse(data)
        XCTAssertEqual(timetable.sailings(on: .saturday).count, 9, "Saturday summer sailings")
    }
}
