import XCTest
import Combine
import CombineSchedulers
@testable import Wayfarer

final class ItineraryRefreshTests: XCTestCase {
    func testRefreshDebouncesSearchEdits() {
        let scheduler = DispatchQueue.testScheduler
        var searches: [String] = []
        let viewModel = ItinerarySearchViewModel(
            search: { query in searches.append(query); return Just([]).eraseToAnyPublisher() },
            scheduler: scheduler.eraseToAnyScheduler())

        viewModel.query = "Lis"
        scheduler.advance(by: .milliseconds(100))
        viewModel.query = "Lisbon"
        scheduler.advance(by: .milliseconds(300))

        XCTAssertEqual(searches, ["Lisbon"])
    }
}
