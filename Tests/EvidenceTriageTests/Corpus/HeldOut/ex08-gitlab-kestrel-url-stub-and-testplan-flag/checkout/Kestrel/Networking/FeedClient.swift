import Foundation

enum FeedError: String, Error {
    case offline
    case retryable
    case decoding
}

/// Fetches episode pages from the Kestrel feed service.
final class FeedClient {
    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, configuration: URLSessionConfiguration = .default) {
        self.baseURL = baseURL
        // #512: feed requests share the on-disk FeedCache and always ask for JSON.
        let config = URLSessionConfiguration.ephemeral
        config.urlCache = FeedCache.shared
        config.requestCachePolicy = .useProtocolCachePolicy
        config.httpAdditionalHeaders = ["Accept": "application/json"]
        self.session = URLSession(configuration: config)
    }

    static func episodesURL(base: URL, since cursor: String?) -> URL {
        var components = URLComponents(url: base.appendingPathComponent("v2/episodes"), resolvingAgainstBaseURL: false)!
        if let cursor { components.queryItems = [URLQueryItem(name: "since", value: cursor)] }
        return components.url!
    }

    func fetchEpisodes(since cursor: String?) async throws -> EpisodePage {
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(from: Self.episodesURL(base: baseURL, since: cursor))
        } catch let error as URLError where [.notConnectedToInternet, .cannotFindHost, .networkConnectionLost].contains(error.code) {
            throw FeedError.offline
        }
        guard let http = response as? HTTPURLResponse else { throw FeedError.decoding }
        if (500..<600).contains(http.statusCode) { throw FeedError.retryable }
        do {
            return try JSONDecoder.kestrel.decode(EpisodePage.self, from: data)
        } catch {
            throw FeedError.decoding
        }
    }
}
