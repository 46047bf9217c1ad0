import Foundation

final class StubURLProtocol: URLProtocol {
    struct Stub { let matches: (URLRequest) -> Bool; let status: Int; let body: Data }
    nonisolated(unsafe) static var stubs: [Stub] = []
    nonisolated(unsafe) static var lastBody: Data?

    override class func canInit(with request: URLRequest) -> Bool { stubs.contains { $0.matches(request) } }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        // BUG: reads httpBody, which is nil once URLSession has turned the body into httpBodyStream;
        // and the body stream is never drained.
        Self.lastBody = request.httpBody
        guard let stub = Self.stubs.first(where: { $0.matches(request) }) else { return }
        let response = HTTPURLResponse(url: request.url!, statusCode: stub.status, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: stub.body)
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}
