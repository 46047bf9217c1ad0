import Foundation

/// Serves queued canned responses and records every request it sees.
final class StubURLProtocol: URLProtocol {
    private static let lock = NSLock()
    private static var queue: [(status: Int, body: Data)] = []
    private(set) static var requests: [URLRequest] = []

    static func enqueue(status: Int, body: Data) {
        lock.withLock { queue.append((status, body)) }
    }

    static func reset() {
        lock.withLock {
            queue.removeAll()
            requests.removeAll()
        }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host?.hasSuffix("larkspur.test") == true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let next: (status: Int, body: Data)? = Self.lock.withLock {
            Self.requests.append(request)
            return Self.queue.isEmpty ? nil : Self.queue.removeFirst()
        }
        guard let next, let url = request.url else {
            client?.urlProtocol(self, didFailWithError: URLError(.resourceUnavailable))
            return
        }
        let response = HTTPURLResponse(url: url, statusCode: next.status, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: next.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
