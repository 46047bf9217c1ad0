import XCTest
@testable import Parley

final class TimelineItemDecoderTests: XCTestCase {
    private let decoder = TimelineItemDecoder()

    func testDecodesTextMessage() throws {
        let json = #"{"event_id":"$a1","type":"m.room.message","sender":"@ines:parley.chat","content":{"body":"hi"}}"#
        XCTAssertEqual(try decoder.decode(Data(json.utf8)), .message(id: "$a1", sender: "@ines:parley.chat", body: "hi"))
    }

    func testDecodesRedactedMessage() throws {
        let json = #"{"event_id":"$a2","type":"m.room.message","sender":"@ines:parley.chat","content":{},"unsigned":{"redacted_because":{"event_id":"$r1"}}}"#
        XCTAssertEqual(try decoder.decode(Data(json.utf8)), .redacted(id: "$a2", sender: "@ines:parley.chat"))
    }

    func testDecodesRoomNameChange() throws {
        let json = #"{"event_id":"$a3","type":"m.room.name","sender":"@ines:parley.chat","state_key":"","content":{"name":"Ops"}}"#
        XCTAssertEqual(try decoder.decode(Data(json.utf8)),
                       .stateChange(id: "$a3", sender: "@ines:parley.chat", description: "changed the room name to Ops"))
    }

    func testDecodesRedactedStateEvent() throws {
        let json = #"{"event_id":"$a4","type":"m.room.member","sender":"@tomas:parley.chat","state_key":"@tomas:parley.chat","unsigned":{"redacted_because":{"event_id":"$r2"}}}"#
        XCTAssertEqual(try decoder.decode(Data(json.utf8)), .redacted(id: "$a4", sender: "@tomas:parley.chat"))
    }
}
