import XCTest
@testable import Lumen

final class ScheduleParserTests: XCTestCase {
    func testParsesRoomChanges() throws {
        let day = try ScheduleParser().parse(Fixtures.json("room-change"))
        XCTAssertEqual(day.periods[2].room, "B-214")
    }
}
