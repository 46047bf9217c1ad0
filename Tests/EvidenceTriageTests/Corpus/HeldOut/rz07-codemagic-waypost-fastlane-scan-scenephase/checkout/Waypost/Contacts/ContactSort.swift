import Foundation

struct TeamContact: Equatable {
    let callsign: String
    let uid: String
}

enum ContactSort {
    static func byCallsign(_ contacts: [TeamContact]) -> [TeamContact] {
        contacts.sorted { $0.callsign < $1.callsign }
    }
}
