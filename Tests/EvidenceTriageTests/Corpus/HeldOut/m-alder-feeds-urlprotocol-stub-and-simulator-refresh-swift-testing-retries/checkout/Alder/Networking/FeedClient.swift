import Foundation

struct FeedClient {
    let baseURL: URL
    private let session: URLSession

    init(baseURL: URL) {
        self.baseURL = baseURL
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = 15
        config.httpAdditionalHeaders = ["Accept": "application/feed+json"]
        self.session = URLSession(configuration: config)
    }

    func home() async throws -> Feed {
        let (data, response) = try await session.data(from: baseURL.appending(path: "v2/home.json"))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw FeedError.badStatus }
        return try JSONDecoder.feed.decode(Feed.self, from: data)
    }
}
