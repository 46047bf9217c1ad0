import Foundation

enum BrewRatioFormatter {
    static func ratio(coffee: Double, water: Double) -> String {
        "1:\(Int((water / coffee).rounded()))"
    }
}
