import Foundation

struct Entry { let date: String; let mood: String?; let body: String }

enum MarkdownExporter {
    static func export(_ entries: [Entry]) -> String {
        entries.map { "## \($0.date)\n\n\($0.body)\n" }.joined(separator: "\n")
    }
}
