import Foundation

enum ByteCountText {
    private static let formatter: ByteCountFormatter = {
        let f = ByteCountFormatter()
        f.countStyle = .file
        f.allowedUnits = [.useKB, .useMB, .useGB]
        f.isAdaptive = true
        return f
    }()

    /// "1.5 MB" for the upload list. Sizes are shown the way Photos shows them.
    static func short(_ bytes: Int64) -> String {
        formatter.string(fromByteCount: bytes)
    }
}
