import XCTest
@testable import Halyard

final class ManifestDecoderTests: XCTestCase {
    func testDecodesISODates() throws {
        let m = try ManifestDecoder().decode(Fixtures.data("manifest-v3"))
        XCTAssertEqual(m.entries.count, 12)
    }

    func testDecodesLegacyDates() throws {
        // v1 manifests (before 2024) wrote "dd/MM/yyyy HH:mm" in the boat's local time
        let m = try ManifestDecoder().decode(Fixtures.data("manifest-v1"))
        XCTAssertEqual(m.entries.first?.loggedAt, ISO8601DateFormatter().date(from: "2023-06-01T07:30:00Z"))
    }
}
