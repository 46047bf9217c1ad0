import Foundation

enum DownloadSizeLabel {
    static func text(forBytes bytes: Int64) -> String {
        let mb = Double(bytes) / 1_000_000
        if mb == 0 { return "0 MB" }
        return String(format: "%.1f MB", locale: Locale.current, mb)
    }
}
