import Foundation

struct UploadProgress {
    let sent: Int64
    let total: Int64

    var fraction: Double {
        guard total > 0 else { return 0 }
        return Double(sent) / Double(total)
    }
}
