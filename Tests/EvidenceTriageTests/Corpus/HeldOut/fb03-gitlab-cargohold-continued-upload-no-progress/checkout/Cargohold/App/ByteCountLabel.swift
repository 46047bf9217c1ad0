import Foundation

enum ByteCountLabel {
    static func string(_ bytes: Int64) -> String {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        formatter.allowedUnits = [.useGB, .useMB]
        formatter.isAdaptive = false
        return formatter.string(fromByteCount: bytes)
    }
}
