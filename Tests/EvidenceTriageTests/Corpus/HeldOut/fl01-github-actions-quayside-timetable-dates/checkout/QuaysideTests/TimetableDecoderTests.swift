import XCTest
@testable import Quayside

final class TimetableDecoderTests: XCTestCase {
    private func fixture(_ json: String) -> Data { Data(json.utf8) }

    func testDecodesWholeSecondTimestamps() throws {
        let data = fixture(#"{"route":"RQ1","departures":[{"id":"d1","pier":"North","scheduledAt":"2026-03-30T09:41:07Z"}]}"#)
        let timetable = try TimetableDecoder().decode(data)
        XCTAssertEqual(timetable.departures.first?.scheduledAt, Date(timeIntervalSince1970: 1_774_863_667))
    }

    func testDecodesFractionalSecondTimestamps() throws {
        let data = fixture(#"{"route":"RQ1","departures":[{"id":"d1","pier":"North","scheduledAt":"2026-03-30T09:41:07.482Z"}]}"#)
        let timetable = try TimetableDecoder().decode(data)
        let expected = Date(timeIntervalSince1970: 1_774_863_667.482)
        XCTAssertEqual(timetable.departures.first?.scheduledAt, expected)
    }

    func testRejectsNonISOTimestamp() {
        let data = fixture(#"{"route":"RQ1","departures":[{"id":"d1","pier":"North","scheduledAt":"30/03/2026 09:41"}]}"#)
        XCTAssertThrowsError(try TimetableDecoder().decode(data))
    }

    func testDecodesEmptyDepartureList() throws {
        let timetable = try TimetableDecoder().decode(fixture(#"{"route":"RQ4","departures":[]}"#))
        XCTAssertEqual(timetable, Timetable(route: "RQ4", departures: []))
    }

    func testKeepsPierNames() throws {
        let data = fixture(#"{"route":"RQ2","departures":[{"id":"d9","pier":"Old Harbour","scheduledAt":"2026-03-30T10:05:00Z"}]}"#)
        XCTAssertEqual(try TimetableDecoder().decode(data).departures.map(\.pier), ["Old Harbour"])
    }
}
