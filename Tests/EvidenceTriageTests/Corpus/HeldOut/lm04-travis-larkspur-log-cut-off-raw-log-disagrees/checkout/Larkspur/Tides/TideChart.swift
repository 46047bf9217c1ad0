import Foundation

enum TideChart {
    static func label(for r: TideReading) -> String {
        "\(r.kind == .low ? "Low" : "High") \(String(format: "%.1f", r.height)) m"
    }
}
