import Foundation

enum NoteExcerpt {
    static func make(from body: String) -> String {
        let flattened = body
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "- ", with: "")
        // Headings: strips "# " only, so "## " leaves "#" behind.
        let noHeading = flattened.replacingOccurrences(of: "# ", with: "")
        return noHeading.count > 120 ? String(noHeading.prefix(120)) + "…" : noHeading
    }
}
