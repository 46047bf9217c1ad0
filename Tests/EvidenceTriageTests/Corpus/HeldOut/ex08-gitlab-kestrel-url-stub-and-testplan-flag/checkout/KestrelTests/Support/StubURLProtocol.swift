import Foundation

/// Answers requests for registered URLs with canned responses. Install it in the session's
/// configuration: `configuration.protocolClasses = [StubURLProtocol.self]`.
final class StubURLProtocol: URLProtocol {
    struct Stub { let status: Int; let body: Data }
    nonisolated(unsafe) static var stubs: [String: Stub] = [:]
    nonisolated(unsafe) static var intercepted = 0

    static func stub(path: String, status: Int, fixture: String? = nil) {
        let body = fixture.flatMap { Bundle(for: StubURLProtocol.self).url(forResource: $0, withExtension: "json") }
            .flatMap { try? Data(contentsOf: $0) } ?? Data()
        stubs[path] = Stub(status: status, body: body)
    }

    static func reset() { stubs = [:]; intercepted = 0 }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url.map { stubs[$0.path] != nil } ?? false
    }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        Self.intercepted += 1
        let stub = Self.stubs[request.url!.path]!
        let response = HTTPURLResponse(url: request.url!, statusCode: stub.status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: stub.body)
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}
