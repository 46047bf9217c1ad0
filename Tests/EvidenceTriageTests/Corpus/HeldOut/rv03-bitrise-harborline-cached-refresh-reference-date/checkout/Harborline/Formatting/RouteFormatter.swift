import Foundation

enum RouteFormatter {
    static func duration(minutes: Int) -> String {
        "\(minutes) min"
    }
}
