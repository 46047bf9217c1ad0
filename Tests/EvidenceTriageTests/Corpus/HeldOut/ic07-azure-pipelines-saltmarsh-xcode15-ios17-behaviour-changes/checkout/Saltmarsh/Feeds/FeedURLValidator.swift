import Foundation

enum FeedURLValidator {
    /// Returns a URL for a user-entered feed address, or nil if it is not a valid http(s) URL.
    /// Relies on URL(string:) returning nil for strings with spaces or other invalid characters.
    static func validatedURL(_ text: String) -> URL? {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)),
              let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              url.host != nil
        else { return nil }
        return url
    }
}
