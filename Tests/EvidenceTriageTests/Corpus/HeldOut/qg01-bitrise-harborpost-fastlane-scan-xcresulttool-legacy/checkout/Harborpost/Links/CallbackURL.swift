import Foundation

enum CallbackURL {
    /// Returns nil for strings that are not valid URLs so the compose sheet can show an error.
    static func make(_ raw: String) -> URL? {
        URL(string: raw)
    }
}
