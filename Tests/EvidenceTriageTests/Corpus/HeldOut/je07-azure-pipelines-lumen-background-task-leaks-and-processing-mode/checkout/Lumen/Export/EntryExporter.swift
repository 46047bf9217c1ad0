import Foundation

enum EntryExporter {
    static func markdown(for entry: JournalEntry) -> String {
        var lines = ["# \(entry.title)", ""]
        lines.append(contentsOf: entry.body.components(separatedBy: "\n"))
        return lines.joined(separator: "\n")
    }
}
