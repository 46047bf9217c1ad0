import Foundation

enum Initials {
    static func make(from name: String) -> String {
        let parts = name.split(separator: " ")
        guard let first = parts.first?.first else { return "?" }
        let second = parts.count > 1 ? parts[1].first : nil
        return String(first) + String(second.map { _ in first } ?? first).uppercased()
    }
}
