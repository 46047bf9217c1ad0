import Foundation

enum ReadReceiptText {
    static func seenBy(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return "Seen by \(names[0])"
        case 2: return "Seen by \(names[0]) and \(names[1])"
        default: return "Seen by \(names[0]), \(names[1]) and \(names.count - 2) others"
        }
    }
}
