import Foundation

enum AttachmentSizeFormatter {
    static func string(bytes: Int) -> String {
        "\(bytes / 1_048_576) MB"
    }
}
