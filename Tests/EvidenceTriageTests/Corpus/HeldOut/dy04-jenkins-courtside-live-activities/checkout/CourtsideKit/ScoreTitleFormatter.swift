import Foundation

/// Titles for the compact Dynamic Island presentation: at most `limit` characters,
/// with an ellipsis when cut.
public enum ScoreTitleFormatter {
    public static func compactTitle(_ title: String, limit: Int = 12) -> String {
        let ns = title as NSString
        guard ns.length > limit else { return title }
        return ns.substring(to: limit) + "…"
    }
}
