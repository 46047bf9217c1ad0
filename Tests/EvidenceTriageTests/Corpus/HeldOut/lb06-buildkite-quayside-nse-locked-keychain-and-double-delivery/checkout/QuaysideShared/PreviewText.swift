import Foundation

enum PreviewText {
    static func truncate(_ s: String, to limit: Int) -> String {
        let u = Array(s.utf16)
        guard u.count > limit else { return s }
        return String(decoding: u.prefix(limit), as: UTF16.self) + "\u{2026}"
    }
}
