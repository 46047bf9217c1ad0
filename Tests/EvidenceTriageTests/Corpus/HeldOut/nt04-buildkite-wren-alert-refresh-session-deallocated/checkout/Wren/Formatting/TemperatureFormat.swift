import Foundation

enum TemperatureFormat {
    static func string(_ value: Double, unit: TemperatureUnit) -> String {
        "\(Int(value))°"
    }
}
