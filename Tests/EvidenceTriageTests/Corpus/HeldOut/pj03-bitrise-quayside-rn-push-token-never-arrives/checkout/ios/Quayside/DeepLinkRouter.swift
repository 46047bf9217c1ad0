import Foundation

enum Route: Equatable { case booking(id: String), home }

enum DeepLinkRouter {
    static func route(_ url: URL) -> Route {
        guard url.host == "bookings" else { return .home }
        return .booking(id: url.lastPathComponent)
    }
}
