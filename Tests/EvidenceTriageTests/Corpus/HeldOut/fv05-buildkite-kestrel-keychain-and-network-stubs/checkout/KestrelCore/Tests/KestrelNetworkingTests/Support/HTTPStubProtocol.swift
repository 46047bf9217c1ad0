import Foundation

final class HTTPStubProtocol: URLProtocol {
    struct Stub { let status: Int; let body: Data }

    static var stubs: [String: Stub] = [:]
    static var requests: [String: [URLRequest]] = [:]

    static func stub(path: String, status: Int, json: String) {
        stubs[path] = Stub(status: status, body: Data(json.utf8))
    }

    static func reset() {
        stubs = [:]
        requests = [:]
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let path = request.url?.path ?? ""
        Self.requests[path, default: []].append(request)
        guard let stub = Self.stubs[path] else {
            client?.urlProtocol(self, didFailWithError: URLError(.fileDoesNotExist))
            return
        }
        let response = HTTPURLResponse(url: request.url!, statusCode: stub.status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: stub.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
