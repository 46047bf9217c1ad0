import Foundation

enum AttachmentSizeFormatter {
    static func string(bytes: Int64) -> String {
        let mb = Double(bytes) / 1_000_000
        return mb >= 1 ? "\(Int(mb)) MB" : "\(bytes / 1000) KB"
    }
}
