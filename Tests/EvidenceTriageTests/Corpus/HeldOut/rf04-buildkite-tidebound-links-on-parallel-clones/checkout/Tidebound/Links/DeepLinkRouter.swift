import Foundation

enum Route: Equatable { case product(slug: String), sharedCart(id: String), sale(promo: String?), wishlist, unknown }

enum DeepLinkRouter {
    static func route(_ url: URL) -> Route {
        if url.scheme == "tidebound", url.host == "wishlist" { return .wishlist }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch parts.first {
        case "p" where parts.count == 2: return .product(slug: parts[1])
        case "cart" where parts.count == 3: return .sharedCart(id: parts[2])
        case "sale":
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
            return .sale(promo: items?.first(where: { $0.name == "code" })?.value)
        default: return .unknown
        }
    }
}
