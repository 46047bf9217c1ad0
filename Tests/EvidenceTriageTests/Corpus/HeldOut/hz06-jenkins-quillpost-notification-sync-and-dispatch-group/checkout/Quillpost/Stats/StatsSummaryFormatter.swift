import Foundation

enum StatsSummaryFormatter {
    /// "2.5 views per visitor" on the Stats insights card.
    static func viewsPerVisitor(views: Int, visitors: Int) -> String {
        guard visitors > 0 else { return "0" }
        return String(format: "%.1f", Double(views) / Double(visitors))
    }
}
