import Foundation

/// Fetches and parses a podcast's RSS feed.
final class EpisodeFeedClient {
    private let session: URLSession

    init(configuration: URLSessionConfiguration = .default) {
        configuration.httpAdditionalHeaders = ["User-Agent": "Driftwood/7.3 (+https://driftwood.example)"]
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    func episodes(feedURL: URL) async throws -> [Episode] {
        let (data, response) = try await session.data(from: feedURL)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw FeedError.badStatus }
        return try FeedParser().parse(data)
    }
}
