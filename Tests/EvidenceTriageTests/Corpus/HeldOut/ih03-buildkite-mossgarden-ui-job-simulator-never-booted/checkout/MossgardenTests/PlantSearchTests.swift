import Combine
import XCTest
@testable import Mossgarden

final class PlantSearchTests: XCTestCase {
    func testMatchesCommonAndLatinNames() {
        let controller = PlantSearchController(catalog: .fixture)
        XCTAssertEqual(controller.results(for: "monstera").first?.latinName, "Monstera deliciosa")
    }

    func testEmptyQueryShowsRecents() {
        let controller = PlantSearchController(catalog: .fixture, recents: ["Fern"])
        XCTAssertEqual(controller.results(for: "").map(\.commonName), ["Fern"])
    }

    /// Uses the real main run loop with a 300 ms debounce; timing-sensitive on busy agents.
    func testSearchDebouncesTyping() {
        let api = CountingSearchAPI()
        let controller = PlantSearchController(catalog: .remote(api), debounce: .milliseconds(300))

        // Four keystrokes 50 ms apart: well inside the debounce window.
        for prefix in ["f", "fe", "fer", "fern"] {
            controller.queryDidChange(prefix)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        }

        let done = expectation(description: "debounced search")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { done.fulfill() }
        wait(for: [done], timeout: 2)

        XCTAssertEqual(api.requestCount, 1, "typing 'fern' quickly should issue one search")
    }
}
