import Foundation

struct TideFormatter {
    func height(feet: Double) -> String {
        "\(Int(feet.rounded())) ft"
    }
}
