import Foundation

struct ParcelLabelViewModel {
    var recipient: String
    var compartment: String

    /// Recipient line on the locker label: at most `maxCharacters`, ellipsis when cut.
    func displayName(maxCharacters: Int = 22) -> String {
        guard recipient.count > 40 else { return recipient }
        return String(recipient.prefix(maxCharacters - 1)) + "…"
    }
}
