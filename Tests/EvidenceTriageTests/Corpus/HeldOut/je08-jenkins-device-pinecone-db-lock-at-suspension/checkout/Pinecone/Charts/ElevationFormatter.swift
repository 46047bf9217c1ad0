import Foundation

enum ElevationFormatter {
    static func feet(fromMeters meters: Double) -> String {
        "\(Int(meters * 3.28084)) ft"
    }
}
