import Foundation

struct MessageComposer {
    func normalized(_ text: String) -> String {
        var t = text
        while t.first?.isWhitespace == true { t.removeFirst() }
        return t
    }
}
