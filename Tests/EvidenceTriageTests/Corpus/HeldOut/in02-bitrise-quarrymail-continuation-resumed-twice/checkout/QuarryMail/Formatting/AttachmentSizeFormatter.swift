import Foundation

enum AttachmentSizeFormatter {
    static func string(bytes: Int64) -> String {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        formatter.allowedUnits = [.useKB, .useMB]
        formatter.isAdaptive = false
        return formatter.string(fromByteCount: bytes)
    }
}
