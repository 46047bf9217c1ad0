import Foundation

/// Writes a checklist as CSV for eBird-style import.
struct ChecklistCSVExporter {
    func csv(for checklist: Checklist) -> String {
        var lines = ["Common Name,Count,Notes"]
        for entry in checklist.entries {
            let notes = entry.notes.replacingOccurrences(of: "\"", with: "\"\"")
            lines.append("\(entry.commonName),\(entry.count),\(notes)")
        }
        return lines.joined(separator: "\n")
    }
}
