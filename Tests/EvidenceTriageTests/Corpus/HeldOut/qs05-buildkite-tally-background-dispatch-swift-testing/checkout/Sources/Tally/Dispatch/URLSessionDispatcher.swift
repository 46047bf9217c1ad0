import Foundation

/// Sends batched events to the tracking endpoint.
public final class URLSessionDispatcher: Dispatcher {
    let baseURL: URL
    let timeout: TimeInterval
    let session: URLSession

    public init(baseURL: URL, timeout: TimeInterval = 5.0) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.session = URLSession.shared
    }

    public func send(events: [Event], success: @escaping () -> Void, failure: @escaping (Error) -> Void) {
        var request = URLRequest(url: baseURL, cachePolicy: .reloadIgnoringCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.httpBody = try? JSONEncoder().encode(BulkRequest(events: events))
        session.dataTask(with: request) { _, response, error in
            if let error { return failure(error) }
            success()
        }.resume()
    }
}
