import Foundation

enum JournalExport {
    static func csvField(_ value: String) -> String {
        if value.contains(",") || value.contains("\"") {
            return "\"" + value + "\""
        }
        return value
    }
}
