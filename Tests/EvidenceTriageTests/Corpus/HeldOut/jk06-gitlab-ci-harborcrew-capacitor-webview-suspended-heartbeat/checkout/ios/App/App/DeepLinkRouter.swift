import Foundation

enum DeepLinkRouter {
    /// harborcrew://shift/<date>/<berth>  ->  /roster/<date>?berth=<berth>
    static func route(for url: URL) -> String? {
        guard url.host == "shift" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count >= 2 else { return nil }
        return "/roster/\(parts[1])?berth=\(parts[0])"
    }
}
