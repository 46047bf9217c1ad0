import Foundation

/// Vendored from the analytics tracker SDK (DefaultNetworkConnection) and trimmed.
final class AnalyticsNetworkConnection {
    let endpoint: URL
    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForRequest = 15
        // Keep analytics traffic away from any URLProtocol another framework may install.
        configuration.protocolClasses = []
        return URLSession(configuration: configuration)
    }()

    init(endpoint: URL = URL(string: "https://collector.sprig-analytics.example/com.snowplowanalytics.snowplow/tp2")!) {
        self.endpoint = endpoint
    }

    func send(_ payload: Data) async -> AnalyticsSendResult {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        request.httpBody = payload
        do {
            let (_, response) = try await session.data(for: request)
            let http = response as! HTTPURLResponse
            let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap(TimeInterval.init)
            return AnalyticsSendResult(statusCode: http.statusCode, retryAfter: retryAfter)
        } catch {
            return AnalyticsSendResult(statusCode: nil, retryAfter: nil, error: error)
        }
    }
}
