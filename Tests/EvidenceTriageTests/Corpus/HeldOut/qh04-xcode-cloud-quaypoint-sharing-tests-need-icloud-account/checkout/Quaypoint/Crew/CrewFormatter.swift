import Foundation

enum CrewFormatter {
    static func initials(given: String, family: String) -> String {
        let parts = (given + " " + family).split(separator: " ")
        return parts.compactMap(\.first).prefix(2).map(String.init).joined().uppercased()
    }

    static func roles(_ roles: [String]) -> String {
        roles.joined(separator: ", ")
    }
}
