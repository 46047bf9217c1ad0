import PinfoldKit
import XCTest

private final class StubLoader: EpisodePageLoading {
    var pages: [Int: EpisodePage] = [:]
    func loadPage(feedID: String, offset: Int, limit: Int,
                  completion: @escaping (Result<EpisodePage, Error>) -> Void) {
        completion(.success(pages[offset] ?? EpisodePage(items: [], nextOffset: nil)))
    }
}

final class EpisodeListPagerTests: XCTestCase {
    private func episode(_ n: Int) -> Episode {
        Episode(id: "ep-\(n)", title: "Episode \(n)", publishedAt: Date(timeIntervalSince1970: TimeInterval(1_587_000_000 - n * 86_400)))
    }

    func testFirstPageLoads() {
        let loader = StubLoader()
        loader.pages[0] = EpisodePage(items: (1...3).map(episode), nextOffset: nil)
        let pager = EpisodeListPager(feedID: "feed-7", loader: loader, pageSize: 3)
        pager.loadNextPage { XCTAssertNil($0) }
        XCTAssertEqual(pager.episodes.map { $0.id }, ["ep-1", "ep-2", "ep-3"])
        XCTAssertFalse(pager.hasMore)
    }

    func testSecondPageDoesNotRepeatFirstPage() {
        // A new episode was published between the two requests, so the
        // second page starts with the last item of the first page again.
        let loader = StubLoader()
        loader.pages[0] = EpisodePage(items: (1...3).map(episode), nextOffset: 3)
        loader.pages[3] = EpisodePage(items: (3...5).map(episode), nextOffset: nil)
        let pager = EpisodeListPager(feedID: "feed-7", loader: loader, pageSize: 3)

        pager.loadNextPage { XCTAssertNil($0) }
        pager.loadNextPage { XCTAssertNil($0) }

        XCTAssertEqual(pager.episodes.map { $0.id }, ["ep-1", "ep-2", "ep-3", "ep-4", "ep-5"])
    }
}
