import Foundation

struct HandoverNote {
    let text: String
    var normalized: String { text.trimmingCharacters(in: .newlines) }
}
