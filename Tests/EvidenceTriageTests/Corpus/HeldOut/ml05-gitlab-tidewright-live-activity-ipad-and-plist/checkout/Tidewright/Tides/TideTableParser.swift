import Foundation

enum TideTableParser {
    /// "2026-08-13T14:02Z HW 3.41" / "LW -0.12"
    static func heights(_ csv: String) -> [Double] {
        csv.split(separator: "\n").compactMap { line in
            let cols = line.split(separator: " ")
            guard cols.count == 3 else { return nil }
            return Double(cols[2].filter { $0.isNumber || $0 == "." })
        }
    }
}
