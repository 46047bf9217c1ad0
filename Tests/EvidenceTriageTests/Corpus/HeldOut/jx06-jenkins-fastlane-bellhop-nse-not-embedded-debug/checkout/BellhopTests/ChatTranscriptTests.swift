import XCTest
@testable import Bellhop

final class ChatTranscriptTests: XCTestCase {
    /// Guest in Lisbon (UTC+0 in winter) chatting with a hotel in Tokyo (UTC+9).
    func testGroupsMessagesByHotelLocalDay() {
        let messages = [Message.fixture(at: "2026-11-20T14:50:00Z"), Message.fixture(at: "2026-11-20T15:10:00Z")]
        let days = ChatTranscript(messages: messages, hotelTimeZone: TimeZone(identifier: "Asia/Tokyo")!).days
        XCTAssertEqual(days.map(\.title), ["Nov 20", "Nov 21"])
    }
    func testEmptyTranscriptHasNoDays() {
        XCTAssertTrue(ChatTranscript(messages: [], hotelTimeZone: .gmt).days.isEmpty)
    }
}
