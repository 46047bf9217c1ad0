import Foundation

struct CallerIDLookup {
    var contacts: [String: String]

    func displayName(for number: String) -> String {
        contacts[number] ?? "Unknown"
    }
}
