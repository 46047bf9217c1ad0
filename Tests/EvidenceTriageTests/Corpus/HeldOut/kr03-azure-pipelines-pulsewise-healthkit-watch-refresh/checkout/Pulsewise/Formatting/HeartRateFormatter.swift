import Foundation

struct HeartRateFormatter {
    func string(bpm: Double) -> String {
        "\(Int(bpm)) bpm"
    }
}
