import XCTest
@testable import Sableford

final class TimetableDecoderTests: XCTestCase {
    func testDecodesRoomWithoutFloor() throws {
        let json = #"{"rooms":[{"id":"r1","name":"Hall A"}],"sessions":[]}"#
        let timetable = try TimetableDecoder().decode(Data(json.utf8))
        XCTAssertEqual(timetable.rooms.first?.name, "Hall A")
    }

    func testDecodesSpeakers() throws {
        let timetable = try TimetableDecoder().decode(.fixture("timetable-small"))
        XCTAssertEqual(timetable.speakers.count, 4)
    }
}
