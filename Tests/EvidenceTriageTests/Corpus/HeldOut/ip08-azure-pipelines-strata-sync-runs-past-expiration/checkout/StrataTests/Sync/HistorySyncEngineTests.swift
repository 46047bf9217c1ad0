import XCTest
@testable import Strata

final class HistorySyncEngineTests: XCTestCase {
    func testApplyInsertsTypedVisitsWithBoost() throws {
        let places = InMemoryPlacesStore()
        try HistorySyncEngine(places: places).apply([.fixture(url: "https://example.org/a", transition: .typed)])
        XCTAssertEqual(places.visits.first?.boost, 2.0)
    }

    func testApplySkipsRemoteVisitsWithMissingURL() throws {
        // Older desktop clients upload visits with an empty URL for some redirects.
        let places = InMemoryPlacesStore()
        try HistorySyncEngine(places: places).apply([
            .fixture(url: "", transition: .link),
            .fixture(url: "https://example.org/b", transition: .link),
        ])
        XCTAssertEqual(places.visits.map(\.url.absoluteString), ["https://example.org/b"])
    }
}
