import XCTest
@testable import NativePHP

final class SyncPayloadEncoderTests: XCTestCase {
    private let observed = Date(timeIntervalSince1970: 1_786_964_400)

    func testEncodesStationAndTimestamp() {
        let payload = SyncPayloadEncoder().encode(TideEntry(stationID: "NEWLYN", observedAt: observed, heightMetres: 4.1))
        XCTAssertEqual(payload["station"], "NEWLYN")
        XCTAssertEqual(payload["observed_at"], "2026-08-17T11:00:00Z")
    }

    func testEncodesTideHeightWithTwoDecimals() {
        // The tide API rejects heights with fewer than two decimals since v3 of the upload schema.
        let payload = SyncPayloadEncoder().encode(TideEntry(stationID: "NEWLYN", observedAt: observed, heightMetres: 2.35))
        XCTAssertEqual(payload["height_m"], "2.35")
    }
}
