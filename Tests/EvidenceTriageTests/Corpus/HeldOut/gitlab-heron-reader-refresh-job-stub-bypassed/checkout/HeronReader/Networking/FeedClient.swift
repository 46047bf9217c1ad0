import Foundation

final class FeedClient {
    private let session: URLSession

    init(configuration: URLSessionConfiguration = .heronDefault) {
        // Own session so background refreshes get their own timeout and cache policy.
        session = URLSession(configuration: configuration)
    }

    func items(etag: String?) async throws -> FeedResponse {
        var request = URLRequest(url: URL(string: "https://feeds.heron-reader.invalid/v2/items")!)
        request.setValue(etag, forHTTPHeaderField: "If-None-Match")
        let (data, response) = try await session.data(for: request)
        return try FeedResponse(data: data, response: response)
    }
}

extension URLSessionConfiguration {
    static var heronDefault: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 20
        return configuration
    }
}
