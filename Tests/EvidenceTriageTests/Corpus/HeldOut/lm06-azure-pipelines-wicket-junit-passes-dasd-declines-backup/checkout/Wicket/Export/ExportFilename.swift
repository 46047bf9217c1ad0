import Foundation

enum ExportFilename {
    static func make(title: String) -> String { title + ".csv" }
}
