import Foundation
enum TemperatureLabel {
    static func celsius(_ v: Double) -> String { String(format: "%.1f°C", locale: .current, v) }
}
