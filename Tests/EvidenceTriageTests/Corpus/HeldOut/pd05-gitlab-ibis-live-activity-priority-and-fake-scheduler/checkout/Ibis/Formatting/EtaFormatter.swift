import Foundation

struct EtaFormatter {
    func string(secondsAway: Int) -> String {
        "\(secondsAway / 60) min"
    }
}
