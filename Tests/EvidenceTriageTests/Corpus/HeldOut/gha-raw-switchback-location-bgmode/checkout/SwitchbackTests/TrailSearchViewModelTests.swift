import XCTest
@testable import Switchback

@MainActor
final class TrailSearchViewModelTests: XCTestCase {
    func testResultsUpdateAfterDebounce() async throws {
        let model = TrailSearchViewModel(index: .fixture, debounce: .milliseconds(250))
        model.query = "dipsea"
        try await Task.sleep(for: .milliseconds(400))
        XCTAssertEqual(model.results.count, 3)
    }
}
