import Foundation

/// Pulls reading-list changes from the Larkspur API and retries transient
/// server errors with a short backoff.
final class SyncClient {
    struct Page: Decodable {
        let cursor: String
        let changes: [Change]
    }

    private let baseURL: URL
    private let session: URLSession
    private let maxAttempts: Int
    private let backoff: (Int) -> TimeInterval

    init(baseURL: URL, maxAttempts: Int = 3, backoff: @escaping (Int) -> TimeInterval = { pow(2, Double($0)) * 0.25 }) {
        self.baseURL = baseURL
        self.maxAttempts = maxAttempts
        self.backoff = backoff
        // LRK-1180: sync must not share cookies or the URL cache with the web reader,
        // so give it its own ephemeral session instead of URLSession.shared.
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["Accept": "application/json"]
        configuration.timeoutIntervalForRequest = 20
        self.session = URLSession(configuration: configuration)
    }

    func fetchPage(cursor: String?) async throws -> Page {
        var components = URLComponents(url: baseURL.appendingPathComponent("v1/sync"), resolvingAgainstBaseURL: false)!
        components.queryItems = cursor.map { [URLQueryItem(name: "cursor", value: $0)] }
        let request = URLRequest(url: components.url!)

        var attempt = 0
        while true {
            attempt += 1
            let (data, response) = try await session.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            if (500...599).contains(status), attempt < maxAttempts {
                try await Task.sleep(nanoseconds: UInt64(backoff(attempt) * 1_000_000_000))
                continue
            }
            guard status == 200 else { throw URLError(.badServerResponse) }
            return try JSONDecoder().decode(Page.self, from: data)
        }
    }
}
