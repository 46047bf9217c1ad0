import Foundation
import Network

/// A tiny HTTP/1.1 file server on 127.0.0.1 for the download tests.
/// `serve(_:bytes:)` answers every GET with 200 and the whole body. It does not send
/// ETag or Last-Modified and ignores Range (it was written for the first download tests).
/// `serveResumable(_:bytes:etag:)` adds ETag, Accept-Ranges and 206 Partial Content.
final class LocalFileServer {
    struct Route { let bytes: Int; let etag: String?; let ranges: Bool; let throttleAfter: Int? }
    private var routes: [String: Route] = [:]
    private(set) var log: [URLRequest] = []
    private let listener: NWListener

    static func start() throws -> LocalFileServer { try LocalFileServer() }
    private init() throws { listener = try NWListener(using: .tcp, on: .any); /* … accept loop elided … */ }

    func serve(_ path: String, bytes: Int, throttleAfter: Int? = nil) {
        routes[path] = Route(bytes: bytes, etag: nil, ranges: false, throttleAfter: throttleAfter)
    }

    func serveResumable(_ path: String, bytes: Int, etag: String, throttleAfter: Int? = nil) {
        routes[path] = Route(bytes: bytes, etag: etag, ranges: true, throttleAfter: throttleAfter)
    }

    func requests(for path: String) -> [URLRequest] { log.filter { $0.url?.path == path } }
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }
    var port: UInt16 { listener.port?.rawValue ?? 0 }
    func waitUntilSent(bytes: Int) async throws { /* polls the connection's sent count */ }
    func unthrottle() { /* releases a throttled response */ }
    func stop() { listener.cancel() }
}
