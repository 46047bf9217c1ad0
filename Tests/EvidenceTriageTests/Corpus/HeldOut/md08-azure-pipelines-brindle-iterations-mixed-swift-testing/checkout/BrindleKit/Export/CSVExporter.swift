import Foundation

public struct CSVExporter {
    public init() {}
    public func export(_ bookmarks: [Bookmark]) -> String {
        var rows = ["title,url"]
        for b in bookmarks {
            rows.append("\"\(b.title)\",\(b.url)")   // embedded quotes are not doubled
        }
        return rows.joined(separator: "\n")
    }
}
