import Foundation

struct ChecklistExporter {
    static let columns = ["date", "species", "count", "location", "notes"]

    func csv(for checklist: Checklist) -> String {
        var rows = [Self.columns.joined(separator: ",")]
        for entry in checklist.entries {
            rows.append([entry.date, entry.species, String(entry.count), entry.location, entry.notes]
                .map(Self.escape).joined(separator: ","))
        }
        return rows.joined(separator: "\n")
    }

    static func escape(_ field: String) -> String {
        field.contains(",") ? "\"\(field)\"" : field
    }
}
