import Foundation

/// Stored as a Codable array on `Brand`, so SwiftData decodes it with an
/// internal `try!` on every fetch.
struct BrandSource: Codable, Hashable {
    enum Kind: String, Codable { case shopify, collections, feed, sitemap, pageWatch, instagram }
    var kind: Kind
    var url: URL
    var etag: String?
    var lastFingerprint: String?
    var failureCount: Int
}
