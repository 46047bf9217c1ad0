import Foundation

enum DeepLinkRouter {
    /// Import links carry the recipe page as a percent-encoded `url` query item.
    /// Older call sites hand us an NSURLComponents from the share extension.
    static func normalizedImportLink(from legacy: NSURLComponents) -> String? {
        let components = legacy as URLComponents
        return components.string
    }
}
