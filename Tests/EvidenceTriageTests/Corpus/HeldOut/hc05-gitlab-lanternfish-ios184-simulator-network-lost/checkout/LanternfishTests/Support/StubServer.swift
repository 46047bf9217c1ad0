import Foundation
import Network

/// Minimal HTTP/1.1 server on 127.0.0.1 used by the client tests (no external network in CI).
final class StubServer {
    private let listener: NWListener
    private var routes: [String: (Int, Data)] = [:]
    let port: UInt16

    init(port: UInt16 = 8089) throws {
        self.port = port
        listener = try NWListener(using: .tcp, on: NWEndpoint.Port(rawValue: port)!)
    }

    func stub(_ path: String, status: Int = 200, json: String) { routes[path] = (status, Data(json.utf8)) }
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    func start() { listener.newConnectionHandler = { [weak self] in self?.serve($0) }; listener.start(queue: .global()) }
    func stop() { listener.cancel() }

    private func serve(_ connection: NWConnection) {
        connection.start(queue: .global())
        connection.receive(minimumIncompleteLength: 1, maximumLength: 65_536) { [routes] data, _, _, _ in
            let line = data.flatMap { String(data: $0, encoding: .utf8) }?.split(separator: "\r\n").first ?? ""
            let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
            let (status, body) = routes[path] ?? (404, Data())
            var head = "HTTP/1.1 \(status) OK\r\nContent-Type: application/json\r\n"
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            connection.send(content: Data(head.utf8) + body, completion: .contentProcessed { _ in connection.cancel() })
        }
    }
}
