import Foundation
import Testing
@testable import Sonora

@MainActor
struct HistoryPagingTests {
    @Test func loadMoreBlockedWhileRefreshRewindsCursor() async throws {
        let api = StubHistoryAPI(pages: 3, delay: .milliseconds(100))
        let viewModel = HistoryViewModel(api: api)
        try await viewModel.loadFirstPage()

        let refresh = Task { try await viewModel.refresh() }
        while !viewModel.isRefreshing { try await Task.sleep(for: .milliseconds(25)) }
        await viewModel.loadMore()                                  // must be ignored mid-refresh
        try await refresh.value

        #expect(api.pageRequests == 2, "first page + refresh only; loadMore must not fetch while refreshing")
    }
}
