import Foundation

struct PhoneNumberSearch {
    /// The device region decides which calling code a bare national number is tried with.
    var region: String = Locale.current.region?.identifier ?? "US"

    func candidates(for text: String) -> [String] {
        let digits = text.filter(\.isNumber)
        if text.hasPrefix("+") { return ["+" + digits] }
        var result = ["+" + digits]
        if let code = CallingCodes.code(forRegion: region) {
            result.insert("+" + code + digits, at: 0)
        }
        if region != "US" {
            result.append("+1" + digits)
        }
        return result
    }
}
