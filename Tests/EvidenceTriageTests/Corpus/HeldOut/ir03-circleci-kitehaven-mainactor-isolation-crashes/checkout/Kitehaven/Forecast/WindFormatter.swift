import Foundation

enum WindFormatter {
    static func speed(knots: Double) -> String {
        "\(knots.formatted(.number.precision(.fractionLength(0...1)))) kn"
    }
}
