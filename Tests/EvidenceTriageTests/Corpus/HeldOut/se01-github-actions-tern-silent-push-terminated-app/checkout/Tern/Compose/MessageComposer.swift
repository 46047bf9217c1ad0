import Foundation

final class MessageComposer {
    var text = ""

    var canSend: Bool { !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    func outgoingBody() -> String {
        // strip trailing newlines before sending
        var body = text
        while body.hasSuffix("\n") { body.removeLast() }
        return body
    }
}
