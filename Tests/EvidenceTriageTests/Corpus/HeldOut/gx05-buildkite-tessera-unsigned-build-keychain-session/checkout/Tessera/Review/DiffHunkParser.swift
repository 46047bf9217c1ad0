import Foundation

struct DiffLine: Equatable { enum Kind { case context, added, removed } ; let kind: Kind; let text: String }

enum DiffHunkParser {
    static func parse(_ hunk: String) -> [DiffLine] {
        hunk.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().compactMap { raw in
            guard let first = raw.first else { return nil }
            let text = String(raw.dropFirst())
            switch first {
            case "+": return DiffLine(kind: .added, text: text)
            case "-": return DiffLine(kind: .removed, text: text)
            default: return DiffLine(kind: .context, text: text)
            }
        }
    }
}
