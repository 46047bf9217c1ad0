import Foundation

/// Minimal URLProtocol stub server. Requests that match no stub are left pending
/// (no response, no error) -- like Hippolyte before it learned to fail unmatched requests.
final class StubServer: URLProtocol {
    static var stubs: [URL: Data] = [:]

    static func stub(_ url: URL, json: Data) { stubs[url] = json }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let body = Self.stubs[url] else {
            NSLog("[StubServer] no stub for %@ %@; request left pending", request.httpMethod ?? "GET", request.url?.absoluteString ?? "?")
            return
        }
        client?.urlProtocol(self, didReceive: HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)!,
                            cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}
