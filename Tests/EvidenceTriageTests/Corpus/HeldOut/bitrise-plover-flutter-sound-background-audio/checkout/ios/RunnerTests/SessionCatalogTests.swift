import XCTest
@testable import Runner

final class SessionCatalogTests: XCTestCase {
    /// The native now-playing code falls back to a bundled catalog when the Dart side has not started yet.
    func testFallbackCatalogIsBundled() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "sessions-fallback", withExtension: "json"), "sessions-fallback.json is missing from Runner.app")
        let catalog = try JSONDecoder().decode(SessionCatalog.self, from: Data(contentsOf: url))
        XCTAssertFalse(catalog.sessions.isEmpty)
    }

    func testCatalogDecodesDurations() throws {
        let json = #"{"sessions":[{"id":"breath-5min","title":"Breath","duration":"PT5M"}]}"#
        let catalog = try JSONDecoder().decode(SessionCatalog.self, from: Data(json.utf8))
        XCTAssertEqual(catalog.sessions.first?.durationSeconds, 300)
    }
}
