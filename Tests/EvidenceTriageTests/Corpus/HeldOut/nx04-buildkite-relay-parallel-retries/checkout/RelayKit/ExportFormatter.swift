enum ExportFormatter {
    static func csvRow(_ fields: [String]) -> String {
        fields.map { $0.contains("\"") || $0.contains(",") ? "\"\($0)\"" : $0 }.joined(separator: ",")
    }
}
