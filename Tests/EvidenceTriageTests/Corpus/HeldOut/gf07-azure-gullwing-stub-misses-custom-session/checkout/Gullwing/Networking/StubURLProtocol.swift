#if DEBUG
import Foundation

/// Serves canned JSON for unit and UI tests.
final class StubURLProtocol: URLProtocol {
    static var responses: [String: Data] = [:]   // keyed by URL path

    static func loadBundledStubs() {
        let names = ["departures-ptm-fsb"]
        for name in names {
            if let url = Bundle.main.url(forResource: name, withExtension: "json"), let data = try? Data(contentsOf: url) {
                responses["/v2/routes/ptm-fsb/departures"] = data
            }
        }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        guard let path = request.url?.path else { return false }
        return responses[path] != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let data = Self.responses[request.url!.path]!
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: data)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
#endif
