import Foundation

enum PaceFormatter {
    /// 5.99 min/km -> "6:00 /km"
    static func perKilometre(minutes: Double) -> String {
        let whole = Int(minutes)
        let seconds = Int(((minutes - Double(whole)) * 60).rounded())
        return "\(whole):\(String(format: "%02d", seconds)) /km"
    }
}
