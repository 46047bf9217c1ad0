import Foundation

struct DownloadRowModel {
    let fileName: String
    let bytes: Int64
    let total: Int64

    var subtitle: String {
        let f = ByteCountFormatter()
        f.countStyle = .decimal
        return "\(f.string(fromByteCount: bytes)) of \(f.string(fromByteCount: total))"
    }
}
