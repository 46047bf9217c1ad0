import Foundation

enum ElevationFormatter {
    static func feet(fromMeters m: Double) -> String {
        "\(Int(m * 3.28084)) ft"
    }
}
