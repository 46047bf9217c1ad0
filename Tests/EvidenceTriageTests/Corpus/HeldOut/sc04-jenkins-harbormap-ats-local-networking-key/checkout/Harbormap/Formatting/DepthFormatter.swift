import Foundation

enum DepthFormatter {
    /// 1 fathom = 6 feet = 1.8288 m
    static func fathoms(fromMeters m: Double) -> String {
        String(format: "%.1f fm", m / 1.8)
    }
}
