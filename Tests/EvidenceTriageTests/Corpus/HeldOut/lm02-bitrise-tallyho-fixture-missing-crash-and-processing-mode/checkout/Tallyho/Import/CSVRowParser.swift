import Foundation

enum CSVRowParser {
    static func parse(_ line: String) throws -> [String] {
        // Splits on every comma; quoted fields are not honoured.
        line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
