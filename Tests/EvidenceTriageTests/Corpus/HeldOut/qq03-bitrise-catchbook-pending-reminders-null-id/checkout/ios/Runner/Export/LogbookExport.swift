import Foundation

enum LogbookExport {
    static let columns = ["date", "species", "spot", "weight_kg", "length_cm", "released"]
    static func header() -> String {
        columns.sorted().joined(separator: ",")
    }
}
