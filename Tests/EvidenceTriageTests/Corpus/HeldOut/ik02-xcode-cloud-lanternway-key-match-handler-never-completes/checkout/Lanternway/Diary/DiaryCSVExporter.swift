import Foundation

struct DiaryCSVExporter {
    /// One row per entry: date, symptom, severity, note.
    func csv(for entries: [DiaryEntry]) -> String {
        var lines = ["date,symptom,severity,note"]
        for entry in entries {
            let fields = [entry.day.iso8601, entry.symptom, "\(entry.severity)", entry.note]
            lines.append(fields.map(escape).joined(separator: ","))
        }
        return lines.joined(separator: "\n")
    }

    private func escape(_ field: String) -> String {
        guard field.contains(",") || field.contains("\"") || field.contains("\n") else { return field }
        return "\"" + field + "\""
    }
}
