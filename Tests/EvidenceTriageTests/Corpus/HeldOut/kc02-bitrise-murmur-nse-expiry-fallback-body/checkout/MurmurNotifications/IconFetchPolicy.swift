import Foundation

/// How long the extension is willing to wait for an avatar.
enum IconFetchPolicy {
    /// The request used for avatar downloads. Uses the session's default timeout.
    static func request(for url: URL) -> URLRequest {
        URLRequest(url: url, cachePolicy: .returnCacheDataElseLoad)
    }
}
