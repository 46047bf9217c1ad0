import XCTest
@testable import FernhillKit

final class DeepLinkRouterTests: XCTestCase {
    private let router = DeepLinkRouter()

    func testOpensEpisodeLink() {
        XCTAssertEqual(router.route(for: "fernhill://episode/ep-42"), .episode(id: "ep-42"))
    }

    func testOpensShowLink() {
        XCTAssertEqual(router.route(for: "fernhill://show/night-shift"), .show(slug: "night-shift"))
    }

    func testSearchLinkCarriesQuery() {
        XCTAssertEqual(router.route(for: "fernhill://search?q=tides"), .search(query: "tides"))
    }

    func testIgnoresOtherSchemes() {
        XCTAssertNil(router.route(for: "https://example.org/episode/ep-42"))
    }

    func testRejectsMalformedItemLink() {
        // Copied from a widget payload that was built by string concatenation.
        XCTAssertNil(router.route(for: "fernhill://episode/ep 42 (draft)"))
    }
}
