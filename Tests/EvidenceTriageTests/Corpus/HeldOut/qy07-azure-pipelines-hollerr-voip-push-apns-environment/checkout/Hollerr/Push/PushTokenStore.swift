import Foundation

final class PushTokenStore {
    private(set) var voipHex: String?

    func save(voip token: Data) {
        voipHex = token.map { String(format: "%x", $0) }.joined()
    }
}
