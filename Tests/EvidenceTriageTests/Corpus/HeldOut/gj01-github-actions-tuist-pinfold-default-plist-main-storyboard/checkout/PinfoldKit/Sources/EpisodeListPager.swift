import Foundation

public struct EpisodePage: Decodable {
    public let items: [Episode]
    public let nextOffset: Int?

    public init(items: [Episode], nextOffset: Int?) {
        self.items = items
        self.nextOffset = nextOffset
    }
}

public protocol EpisodePageLoading {
    func loadPage(feedID: String, offset: Int, limit: Int,
                  completion: @escaping (Result<EpisodePage, Error>) -> Void)
}

/// Accumulates pages of a feed for the episode list.
public final class EpisodeListPager {
    public private(set) var episodes: [Episode] = []
    private var nextOffset: Int? = 0
    private let loader: EpisodePageLoading
    private let feedID: String
    private let pageSize: Int

    public init(feedID: String, loader: EpisodePageLoading, pageSize: Int = 30) {
        self.feedID = feedID
        self.loader = loader
        self.pageSize = pageSize
    }

    public var hasMore: Bool { nextOffset != nil }

    public func loadNextPage(completion: @escaping (Error?) -> Void) {
        guard let offset = nextOffset else { return completion(nil) }
        loader.loadPage(feedID: feedID, offset: offset, limit: pageSize) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let page):
                // Pages overlap when the server inserts a new episode between requests.
                self.episodes = self.episodes + page.items
                self.nextOffset = page.nextOffset
                completion(nil)
            case .failure(let error):
                completion(error)
            }
        }
    }

    public func refresh(completion: @escaping (Error?) -> Void) {
        episodes = []
        nextOffset = 0
        loadNextPage(completion: completion)
    }
}
