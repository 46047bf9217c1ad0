import Foundation

enum StepCountFormatter {
    static func string(_ steps: Int, locale: Locale = .current) -> String {
        "\(steps) steps"
    }
}
