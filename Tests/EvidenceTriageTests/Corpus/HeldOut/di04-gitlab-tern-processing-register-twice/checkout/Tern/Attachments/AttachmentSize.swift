import Foundation
enum AttachmentSize {
    static func label(bytes: Int) -> String {
        String(format: "%.1f MB", locale: .current, Double(bytes) / 1_048_576)
    }
}
