import Foundation

/// Serves canned JSON to FeedClient in tests.
final class StubURLProtocol: URLProtocol {
    nonisolated(unsafe) static var response: (Data, Int)?
    nonisolated(unsafe) static var lastRequest: URLRequest?

    static var session: URLSession {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: config)
    }

    static func stub(json name: String, status: Int = 200) {
        response = (try! Fixture.data(name), status)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        Self.lastRequest = request
        let (data, status) = Self.response ?? (Data(), 404)
        let http = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: nil, headerFields: nil)!
        client?.urlProtocol(self, didReceive: http, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: data)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
