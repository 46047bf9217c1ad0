import Foundation

enum FileSizeFormatter {
    /// Attachment sizes shown in the note footer, binary units ("1.5 MB" for 1,572,864 bytes).
    static func string(fromBytes bytes: Int64) -> String {
        let formatter = ByteCountFormatter()
        formatter.allowedUnits = [.useKB, .useMB, .useGB]
        formatter.countStyle = .file
        formatter.includesActualByteCount = false
        return formatter.string(fromByteCount: bytes)
    }
}
