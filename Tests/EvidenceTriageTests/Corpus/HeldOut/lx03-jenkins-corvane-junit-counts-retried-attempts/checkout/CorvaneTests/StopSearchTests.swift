import XCTest
@testable import Corvane

final class StopSearchTests: XCTestCase {
    func testSearchDebouncesKeystrokes() {
        let model = StopSearchModel(search: { q in ["\(q) Station"] })
        for prefix in ["W", "Wa", "Wat", "Wate", "Water", "Waterl", "Waterlo", "Waterloo"] {
            model.query = prefix
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        }
        RunLoop.main.run(until: Date().addingTimeInterval(0.4))
        XCTAssertEqual(model.searchCount, 1, "typing quickly should trigger one search")
    }
}
