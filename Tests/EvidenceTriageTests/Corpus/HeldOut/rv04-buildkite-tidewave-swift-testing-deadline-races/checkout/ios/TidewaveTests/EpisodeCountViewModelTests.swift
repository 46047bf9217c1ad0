import XCTest
@testable import Tidewave

final class EpisodeCountViewModelTests: XCTestCase {
    func testRefreshCancelsPreviousRefresh() {
        let stats = MockEpisodeStats(counts: [12, 14])
        let model = EpisodeCountViewModel(stats: stats)
        model.refresh()
        model.refresh()
        let done = expectation(description: "second refresh published")
        model.onPublish = { _ in done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(model.unplayedCount, 14)
        XCTAssertEqual(stats.completedFetches, 1)
    }
}
