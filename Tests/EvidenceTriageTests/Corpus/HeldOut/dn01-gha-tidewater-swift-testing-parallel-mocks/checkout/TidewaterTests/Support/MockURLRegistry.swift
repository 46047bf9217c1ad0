import Foundation

/// URLProtocol-backed stub registry shared by every networking test.
/// Modelled on the Mocker/OHHTTPStubs style: one process-wide table of
/// URL -> canned response. It predates the Swift Testing migration, when
/// XCTest ran each suite's tests one after another.
final class MockURLRegistry: @unchecked Sendable {
    static let shared = MockURLRegistry()

    private let lock = NSLock()
    private var responses: [String: (status: Int, body: Data)] = [:]

    /// Replaces the response served for `host` (path and query are ignored).
    func register(host: String, status: Int = 200, fixture: String) {
        let url = Bundle(for: MockURLRegistry.self).url(forResource: fixture, withExtension: "json")!
        lock.lock(); defer { lock.unlock() }
        responses[host] = (status, try! Data(contentsOf: url))
    }

    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        responses.removeAll()
    }

    func response(for request: URLRequest) -> (status: Int, body: Data)? {
        lock.lock(); defer { lock.unlock() }
        return request.url?.host.flatMap { responses[$0] }
    }
}

final class MockURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let stub = MockURLRegistry.shared.response(for: request) else {
            client?.urlProtocol(self, didFailWithError: URLError(.resourceUnavailable))
            return
        }
        let response = HTTPURLResponse(url: request.url!, statusCode: stub.status, httpVersion: nil, headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: stub.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

extension URLSession {
    static var stubbed: URLSession {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [MockURLProtocol.self]
        return URLSession(configuration: config)
    }
}
