import XCTest
@testable import HarrowSync

final class DeltaDecoderTests: XCTestCase {
    func testDecodesChannelPayload() throws {
        let delta = try DeltaDecoder().decode(Fixture.data("channel_delta"))

        XCTAssertEqual(delta.cursor, "c_000184")
        XCTAssertEqual(delta.upserts.map(\.id), ["n-17", "n-22"])
        XCTAssertEqual(delta.tombstones, ["n-09"])
    }

    func testRejectsUnknownSchemaVersion() {
        let payload = Data(#"{"schema":99,"cursor":"c_1","upserts":[],"tombstones":[]}"#.utf8)
        XCTAssertThrowsError(try DeltaDecoder().decode(payload))
    }
}
