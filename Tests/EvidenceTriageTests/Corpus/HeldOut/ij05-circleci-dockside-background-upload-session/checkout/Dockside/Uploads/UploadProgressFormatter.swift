import Foundation

enum UploadProgressFormatter {
    /// "12.5 of 40 MB"
    static func string(sent: Int64, total: Int64) -> String {
        let mb = { (bytes: Int64) in Double(bytes) / 1_000_000 }
        return "\(Int(mb(sent))) of \(Int(mb(total))) MB"
    }
}
