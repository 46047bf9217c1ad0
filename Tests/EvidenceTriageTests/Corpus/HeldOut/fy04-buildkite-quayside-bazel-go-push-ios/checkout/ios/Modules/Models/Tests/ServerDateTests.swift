import XCTest
@testable import Models

final class ServerDateTests: XCTestCase {
    func testParsesWholeSecondTimestamps() {
        let date = ServerDate.parse("2026-05-20T06:00:00Z")
        XCTAssertEqual(date.timeIntervalSince1970, 1_779_256_800)
    }

    func testParsesSyncWindowExpiry() throws {
        // Fixture copied from the v3 timetable API response (May 2026).
        let json = #"{"opens_at":"2026-05-20T06:00:00Z","expires_at":"2026-05-20T06:15:00.250Z"}"#
        let window = try JSONDecoder().decode(SyncWindow.self, from: Data(json.utf8))
        XCTAssertEqual(window.expiresAt.timeIntervalSince(window.opensAt), 900.25, accuracy: 0.001)
    }

    func testSyncWindowsCompareByValue() throws {
        let json = #"{"opens_at":"2026-05-20T06:00:00Z","expires_at":"2026-05-20T06:15:00Z"}"#
        let a = try JSONDecoder().decode(SyncWindow.self, from: Data(json.utf8))
        let b = try JSONDecoder().decode(SyncWindow.self, from: Data(json.utf8))
        XCTAssertEqual(a, b)
    }
}
