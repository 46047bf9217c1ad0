import Foundation

struct ContactCard {
    let name: String

    var initials: String {
        let parts = name.split(separator: " ")
        let first = parts.first?.prefix(1) ?? ""
        let last = parts.dropFirst().last?.prefix(1) ?? parts.first?.suffix(1) ?? ""
        return (first + last).uppercased()
    }
}
