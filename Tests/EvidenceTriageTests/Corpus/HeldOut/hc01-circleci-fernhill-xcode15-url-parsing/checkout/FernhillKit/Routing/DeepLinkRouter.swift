import Foundation

public enum Route: Equatable {
    case episode(id: String)
    case show(slug: String)
    case search(query: String)
}

/// Turns `fernhill://` links (widgets, notifications, Handoff) into in-app routes.
public struct DeepLinkRouter {
    public init() {}

    public func route(for string: String) -> Route? {
        // Malformed links (spaces, unescaped parentheses) must be dropped, not guessed at:
        // URL(string:) returns nil for them, and that is our validity check.
        guard let url = URL(string: string), url.scheme == "fernhill" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch url.host {
        case "episode":
            guard let id = parts.first, !id.isEmpty else { return nil }
            return .episode(id: id)
        case "show":
            guard let slug = parts.first else { return nil }
            return .show(slug: slug)
        case "search":
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?
                .queryItems?.first(where: { $0.name == "q" })?.value
            return query.map { .search(query: $0) }
        default:
            return nil
        }
    }
}
