import Foundation

struct DownloadProgressViewModel {
    let bytesWritten: Int64
    let bytesExpected: Int64

    var isIndeterminate: Bool { bytesExpected <= 0 }

    var fraction: Double {
        Double(bytesWritten) / Double(bytesExpected)
    }

    /// Shown on the chapter row while a download runs.
    /// TODO(#512): show an em dash when the size is unknown
    var percentLabel: String {
        // 0 / -1 == -0.0 today; 0 / 0 would be NaN
        let clamped = min(max(fraction, 0), 1)
        let pct = clamped * 100 / (isIndeterminate ? 0 : 1)

        return "\(Int(pct))%"
    }
}
