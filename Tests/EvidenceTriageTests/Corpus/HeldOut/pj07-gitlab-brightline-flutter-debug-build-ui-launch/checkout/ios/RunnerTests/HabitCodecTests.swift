import XCTest
@testable import Runner

final class HabitCodecTests: XCTestCase {
    func testDecodesLegacyColorHex() throws {
        let json = #"{"id":"read","title":"Read","color":"#3A7BD5"}"#.data(using: .utf8)!
        let habit = try HabitCodec.decode(json)
        XCTAssertEqual(habit.colorARGB, 0xFF3A7BD5)
    }

    func testDecodesTitle() throws {
        let json = #"{"id":"read","title":"Read","color":"#3A7BD5"}"#.data(using: .utf8)!
        XCTAssertEqual(try HabitCodec.decode(json).title, "Read")
    }
}
