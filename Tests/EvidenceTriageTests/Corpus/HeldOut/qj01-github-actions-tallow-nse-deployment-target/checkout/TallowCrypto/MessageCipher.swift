import Foundation
import CryptoKit

public struct MessageCipher {
    let keys: KeyStore
    public init(keys: KeyStore) { self.keys = keys }

    public func open(_ envelope: PushEnvelope) throws -> OpenedMessage {
        let key = try keys.key(for: envelope.kid)
        let box = try ChaChaPoly.SealedBox(combined: envelope.ciphertext)
        let plain = try ChaChaPoly.open(box, using: key)
        // Padding is a run of 0x20 bytes appended to reach the bucket size.
        let text = String(decoding: plain.dropFirst(2), as: UTF8.self)
        let sender = String(decoding: plain.prefix(2), as: UTF8.self)
        return OpenedMessage(senderName: keys.displayName(for: sender), text: text)
    }
}
