import Foundation

struct ReferenceRange: Equatable {
    var low: Double
    var high: Double
    var unit: String
}

enum LabValueParser {
    /// Parses "3.5-5.1 mmol/L" into a range with its unit.
    static func referenceRange(_ text: String) -> ReferenceRange? {
        let parts = text.split(separator: " ", maxSplits: 1)
        guard let bounds = parts.first?.split(separator: "-"), bounds.count == 2,
              let low = Double(bounds[0]), let high = Double(bounds[1]) else { return nil }
        let unit = parts.count > 1 ? String(parts[1]).lowercased() : ""
        return ReferenceRange(low: low, high: high, unit: unit)
    }
}
