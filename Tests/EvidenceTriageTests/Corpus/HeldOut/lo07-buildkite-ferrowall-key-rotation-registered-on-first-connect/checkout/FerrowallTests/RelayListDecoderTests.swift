import XCTest
@testable import Ferrowall

final class RelayListDecoderTests: XCTestCase {
    func testDecodesDaitaCapableRelays() throws {
        let data = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "relays-2026-11", withExtension: "json"))
        let relays = try JSONDecoder().decode([Relay].self, from: Data(contentsOf: data))
        XCTAssertEqual(relays.filter(\.daita).count, 14)
    }

    func testInactiveRelaysDecoded() throws {
        let data = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "relays-2026-11", withExtension: "json"))
        let relays = try JSONDecoder().decode([Relay].self, from: Data(contentsOf: data))
        XCTAssertEqual(relays.filter { !$0.active }.count, 3)
    }
}
