import Foundation

enum ByteCountLabel {
    static func text(for bytes: Int64, locale: Locale = .current) -> String {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        formatter.allowedUnits = [.useKB, .useMB, .useGB]
        let value = formatter.string(fromByteCount: bytes)
        // Inspectors asked for whole numbers on the list rows.
        return value.replacingOccurrences(of: #"(\d+)[.,]\d+"#, with: "$1", options: .regularExpression)
    }
}
