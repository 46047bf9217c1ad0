import Foundation

struct FeedClient {
    let session: URLSession
    let baseURL = URL(string: "https://feeds.bramble.example/v2")!

    /// #744: page the feed; the server now requires limit and since.
    func fetchFeed(since cursor: Int?, limit: Int = 50) async throws -> FeedPage {
        var components = URLComponents(url: baseURL.appendingPathComponent("feed"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "since", value: String(cursor ?? 0)),
        ]
        let (data, response) = try await session.data(from: components.url!)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw FeedError.badStatus }
        return try JSONDecoder.bramble.decode(FeedPage.self, from: data)
    }
}
