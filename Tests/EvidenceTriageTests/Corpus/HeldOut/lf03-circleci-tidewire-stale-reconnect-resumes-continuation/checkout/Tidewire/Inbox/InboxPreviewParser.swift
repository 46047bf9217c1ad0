import Foundation

enum InboxPreviewParser {
    /// First meaningful line of a message body for the inbox row, without the quoted reply.
    static func preview(from body: String) -> String {
        let lines = body.components(separatedBy: "\n")
        var kept: [String] = []
        for line in lines {
            if line.hasPrefix(">") { continue }
            kept.append(line.trimmingCharacters(in: .whitespaces))
        }
        return kept.filter { !$0.isEmpty }.joined(separator: " ").prefix(120).description
    }
}
