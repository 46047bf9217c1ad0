import Foundation

struct Contact: Hashable, Identifiable {
    var id: String { email }
    var name: String
    var email: String
}
