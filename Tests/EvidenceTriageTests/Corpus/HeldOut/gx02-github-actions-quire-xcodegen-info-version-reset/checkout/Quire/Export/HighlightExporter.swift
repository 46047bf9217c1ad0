import Foundation

struct Highlight { let text: String; let note: String?; let page: Int }

enum HighlightExporter {
    static func markdown(_ highlights: [Highlight], title: String) -> String {
        var out = "# \(title)\n\n"
        for h in highlights {
            out += "> \(h.text)\n"
            if let note = h.note { out += "\n\(note)\n" }
            out += "\n— p. \(h.page)\n\n"
        }
        return out
    }
}
