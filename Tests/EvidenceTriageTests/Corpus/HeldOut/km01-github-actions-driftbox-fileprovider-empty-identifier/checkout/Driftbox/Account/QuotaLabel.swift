import Foundation

enum QuotaLabel {
    static func text(used: Int64, total: Int64) -> String {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .memory          // binary units
        formatter.allowedUnits = [.useGB, .useMB]
        return "\(formatter.string(fromByteCount: used)) of \(formatter.string(fromByteCount: total)) used"
    }
}
