import XCTest
@testable import Lantern

@MainActor
final class TrackerStatsViewModelTests: XCTestCase {

    func testRefreshPublishesTotal() async {
        let stats = MockPrivacyStats(counts: [1204])
        let viewModel = TrackerStatsViewModel(stats: stats)
        viewModel.refresh()
        await stats.waitForFetches(1)
        await Task.yield()
        XCTAssertEqual(viewModel.totalBlocked, 1204)
    }

    func testRefreshCancelsPreviousRefresh() async {
        let stats = MockPrivacyStats(counts: [10, 20], delays: [0.2, 0])
        let viewModel = TrackerStatsViewModel(stats: stats)

        viewModel.refresh()
        viewModel.refresh()   // assumes the first detached Task has already started its fetch

        await stats.waitForFetches(2, timeout: 1)
        try? await Task.sleep(for: .milliseconds(300))
        XCTAssertEqual(stats.fetchCount, 2, "first refresh never reached fetchTotalCount")
        XCTAssertEqual(viewModel.totalBlocked, 20)
    }
}
