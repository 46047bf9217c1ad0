import Foundation

enum SlugGenerator {
    static func slug(for title: String) -> String {
        let lowered = title.lowercased()
        let allowed = lowered.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == " " }
        return String(String.UnicodeScalarView(allowed))
            .split(separator: " ")
            .joined(separator: "-")
    }
}
