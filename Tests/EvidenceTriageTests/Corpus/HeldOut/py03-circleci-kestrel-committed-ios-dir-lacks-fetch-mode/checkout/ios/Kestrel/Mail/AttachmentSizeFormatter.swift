import Foundation

enum AttachmentSizeFormatter {
    static func string(bytes: Int) -> String {
        let f = ByteCountFormatter()
        f.countStyle = .file
        return f.string(fromByteCount: Int64(bytes))
    }
}
