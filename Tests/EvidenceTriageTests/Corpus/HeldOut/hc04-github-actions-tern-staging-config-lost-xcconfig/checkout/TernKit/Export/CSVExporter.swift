import Foundation

public struct CSVExporter {
    public init() {}

    public func line(for s: Sighting) -> String {
        [s.species, String(s.count), s.place].map(escape).joined(separator: ",")
    }

    func escape(_ field: String) -> String {
        // Quote only when the field contains a quote.
        guard field.contains("\"") else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
