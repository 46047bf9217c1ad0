import Foundation

enum CallHistoryFormatter {
    static func label(for entry: CallEntry) -> String {
        switch entry.direction {
        case .incoming: return "Incoming call from \(entry.caller)"
        case .outgoing: return "Call to \(entry.caller)"
        }
    }
}
