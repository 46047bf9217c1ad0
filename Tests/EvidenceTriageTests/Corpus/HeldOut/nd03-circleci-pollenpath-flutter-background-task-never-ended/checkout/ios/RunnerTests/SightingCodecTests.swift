import XCTest
@testable import Runner

final class SightingCodecTests: XCTestCase {
    func testDecodesISO8601WithFractionalSeconds() throws {
        let json = #"{"species":"Betula pendula","seenAt":"2026-04-02T08:15:30.250Z","count":3}"#
        let sighting = try SightingCodec.decoder.decode(Sighting.self, from: Data(json.utf8))
        XCTAssertEqual(sighting.count, 3)
    }
}
