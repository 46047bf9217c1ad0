import Foundation

enum DeepLink: Equatable {
    case listing(id: String)
    case market(slug: String)
}

struct DeepLinkParser {
    /// Links come from push payloads and QR codes printed on market stalls.
    /// Anything that is not a well-formed URL must be rejected.
    func parse(_ string: String) -> DeepLink? {
        guard let url = URL(string: string), url.scheme == "orchard" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (url.host, parts.first) {
        case ("listing", let id?): return .listing(id: id)
        case ("market", let slug?): return .market(slug: slug)
        default: return nil
        }
    }
}
