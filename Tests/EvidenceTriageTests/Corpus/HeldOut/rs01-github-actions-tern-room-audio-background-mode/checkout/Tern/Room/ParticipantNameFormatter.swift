import Foundation

struct ParticipantNameFormatter {
    let locale: Locale

    func speakingLine(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return "\(names[0]) is speaking"
        case 2: return "\(names[0]) and \(names[1]) are speaking"
        default:
            let head = names.dropLast().joined(separator: ", ")
            return "\(head) and \(names.last!) are speaking"
        }
    }
}
