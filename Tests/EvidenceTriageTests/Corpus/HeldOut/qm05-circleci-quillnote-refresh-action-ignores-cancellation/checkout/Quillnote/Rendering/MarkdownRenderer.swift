import Foundation

enum MarkdownRenderer {
    static func listDepths(_ markdown: String) -> [Int] {
        markdown.split(separator: "\n").compactMap { line in
            let trimmed = line.drop(while: { $0 == " " })
            guard trimmed.hasPrefix("- ") else { return nil }
            return (line.count - trimmed.count) / 4
        }
    }
}
