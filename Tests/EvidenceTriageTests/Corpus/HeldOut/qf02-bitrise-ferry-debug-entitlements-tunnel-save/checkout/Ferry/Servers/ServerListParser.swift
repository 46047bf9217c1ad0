import Foundation

struct ServerListParser {
    func parse(_ line: String) -> ServerEndpoint? {
        let parts = line.split(separator: ":")
        guard let host = parts.first else { return nil }
        let port = parts.count > 2 ? Int(parts[2]) ?? 1194 : 1194
        let transport: ServerEndpoint.Transport = line.hasSuffix("/tcp") ? .tcp : .udp
        return ServerEndpoint(host: String(host), port: port, transport: transport)
    }
}
