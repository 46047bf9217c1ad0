import Foundation

enum MarkdownRenderer {
    static func html(_ markdown: String) -> String {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("- [x] ") { return "<li><input type=\"checkbox\" disabled>\(line.dropFirst(6))</li>" }
            if line.hasPrefix("- [ ] ") { return "<li><input type=\"checkbox\" disabled>\(line.dropFirst(6))</li>" }
            if line.hasPrefix("- ") { return "<li>\(line.dropFirst(2))</li>" }
            return "<p>\(line)</p>"
        }.joined()
    }
}
