import UIKit

/// Offers "Save copied link" when the user comes back to the app with a URL on the clipboard.
public final class PasteboardLinkDetector {
    private let pasteboard: UIPasteboard
    private var lastOffered: URL?

    public init(pasteboard: UIPasteboard = .general) { self.pasteboard = pasteboard }

    /// Called from sceneDidBecomeActive. Reads the pasteboard directly.
    public func currentLink() -> URL? {
        guard pasteboard.hasURLs, let url = pasteboard.url else { return nil }
        guard url != lastOffered, ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return nil }
        lastOffered = url
        return url
    }
}
