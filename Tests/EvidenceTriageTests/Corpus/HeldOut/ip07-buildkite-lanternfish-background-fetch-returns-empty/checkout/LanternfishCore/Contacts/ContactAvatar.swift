import Foundation

public enum ContactAvatar {
    /// Up to two initials from the display name, else "?" for the placeholder.
    public static func initials(for name: String) -> String {
        let words = name.split(whereSeparator: \.isWhitespace)
        let letters = words.prefix(2).compactMap(\.first)
        return letters.isEmpty ? "?" : String(letters).uppercased()
    }
}
