import Combine
import XCTest
@testable import ParcelPost

@MainActor
final class ShipmentSearchTests: XCTestCase {
    func testSearchDebouncesTyping() async throws {
        let model = ShipmentSearchModel(search: { _ in [] })
        for prefix in ["1", "1Z", "1Z9", "1Z99"] { model.query = prefix }

        // 300 ms debounce on the main queue; give it a little headroom.
        try await Task.sleep(for: .milliseconds(400))

        XCTAssertEqual(model.searchesIssued, 1, "typing four characters quickly should issue one search")
    }
}
