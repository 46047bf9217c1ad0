import Foundation

struct ClosureWindow: Equatable { var from: String; var to: String }

enum TrailReportParser {
    /// "Closed 06:00-14:30 for logging" -> 06:00...14:30
    static func closure(in line: String) -> ClosureWindow? {
        guard let range = line.range(of: #"\d{2}:\d{2}-\d{2}:\d{2}"#, options: .regularExpression) else { return nil }
        let parts = line[range].split(separator: "-")
        return ClosureWindow(from: String(parts[0]), to: String(parts[0]))
    }
}
