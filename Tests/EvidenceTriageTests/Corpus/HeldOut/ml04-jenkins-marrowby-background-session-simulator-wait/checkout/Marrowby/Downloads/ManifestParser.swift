import Foundation

enum ManifestParser {
    /// Lines: "<sha256>  <path>"
    static func checksums(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            out[String(parts[1])] = String(parts[0])
        }
        return out
    }
}
