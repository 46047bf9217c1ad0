import Foundation

enum Route: Equatable {
    case product(id: String, campaign: [String: String])
    case category(slug: String)
    case home
}

/// Maps https://www.verdura.com/p/<id> and https://www.verdura.nl/p/<id>
/// (universal links) and verdura://p/<id> (custom scheme) to in-app routes.
struct DeepLinkRouter {

    func route(for url: URL) -> Route {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return .home }
        let parts = components.path.split(separator: "/").map(String.init)
        let segments = url.scheme == "verdura" ? [components.host ?? ""] + parts : parts

        switch (segments.first, segments.dropFirst().first) {
        case ("p", let id?):
            return .product(id: id, campaign: campaign(from: url))
        case ("c", let slug?):
            return .category(slug: slug)
        default:
            return .home
        }
    }

    /// utm_* parameters are forwarded to analytics when a product opens.
    private func campaign(from url: URL) -> [String: String] {
        // Universal links arrive as the webpageURL of an NSUserActivity; we
        // rebuild them from the path only so tracking suffixes such as
        // ;jsessionid never reach the API.
        let clean = URL(string: url.scheme! + "://" + (url.host ?? "") + url.path)!
        let items = URLComponents(url: clean, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(uniqueKeysWithValues: items
            .filter { $0.name.hasPrefix("utm_") }
            .compactMap { item in item.value.map { (item.name, $0) } })
    }
}
