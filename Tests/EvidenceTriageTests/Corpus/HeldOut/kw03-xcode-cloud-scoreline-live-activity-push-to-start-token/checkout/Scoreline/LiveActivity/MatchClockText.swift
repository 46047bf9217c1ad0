import Foundation

enum MatchClockText {
    static func string(minute: Int, stoppage: Int) -> String {
        "\(minute + stoppage)'"
    }
}
