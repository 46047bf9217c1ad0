import Foundation

/// URLProtocol-based router for unit tests. Only requests whose path was
/// registered are answered from fixtures; everything else is *not* claimed
/// by this protocol and continues down the session's protocol chain.
final class StubRouter: URLProtocol {
    struct Route { let method: String; let path: String; let status: Int; let body: Data }

    nonisolated(unsafe) static var routes: [Route] = []
    nonisolated(unsafe) static var interceptedRequests: [URLRequest] = []

    static func register(_ method: String, _ path: String, status: Int = 200, body: Data) {
        routes.append(Route(method: method, path: path, status: status, body: body))
    }

    static func reset() {
        routes = []
        interceptedRequests = []
    }

    override class func canInit(with request: URLRequest) -> Bool {
        let matched = route(for: request) != nil
        if !matched, let url = request.url {
            print("StubRouter: no route for \(request.httpMethod ?? "GET") \(url.absoluteString) — passing through")
        }
        return matched
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let route = Self.route(for: request), let url = request.url else { return }
        Self.interceptedRequests.append(request)
        let response = HTTPURLResponse(url: url, statusCode: route.status, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: route.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    private static func route(for request: URLRequest) -> Route? {
        routes.first { $0.method == (request.httpMethod ?? "GET") && $0.path == request.url?.path }
    }

    /// A session whose first protocol is the router; the system HTTP protocols follow it.
    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubRouter.self] + (configuration.protocolClasses ?? [])
        return URLSession(configuration: configuration)
    }
}
