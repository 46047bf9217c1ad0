import XCTest
@testable import Merrowdown

final class EventPayloadEncoderTests: XCTestCase {
    func testTimestampsAreMilliseconds() throws {
        let event = Event.fixture(name: "app_open", at: Date(timeIntervalSince1970: 1_764_999_000.250))
        let json = try XCTUnwrap(String(data: EventPayloadEncoder().encode(event), encoding: .utf8))
        XCTAssertTrue(json.contains("\"ts\":1764999000250"), "collector expects epoch milliseconds, got \(json)")
    }
}
