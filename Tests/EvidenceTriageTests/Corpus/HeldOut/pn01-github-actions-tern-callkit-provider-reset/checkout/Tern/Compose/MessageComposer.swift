import Foundation

final class MessageComposer {
    var text: String = ""

    var outgoingBody: String {
        // trailing newline from the keyboard return key is kept for multi-line messages
        text.trimmingCharacters(in: .newlines)
    }

    var canSend: Bool { !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}
