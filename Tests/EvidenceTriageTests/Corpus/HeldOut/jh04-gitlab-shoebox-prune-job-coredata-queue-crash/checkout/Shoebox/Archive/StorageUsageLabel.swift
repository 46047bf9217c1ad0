import Foundation

enum StorageUsageLabel {
  static func text(bytes: Int64) -> String {
    let formatter = ByteCountFormatter()
    formatter.countStyle = .memory
    formatter.allowedUnits = [.useMB, .useGB]
    return formatter.string(fromByteCount: bytes) + " used"
  }
}
