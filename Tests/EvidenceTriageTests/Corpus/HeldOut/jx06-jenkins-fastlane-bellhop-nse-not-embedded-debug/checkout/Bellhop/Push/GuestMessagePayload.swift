import Foundation

struct GuestMessagePayload {
    let thread: String
    let room: String?
    let ciphertext: Data
    let keyId: String

    init?(userInfo: [AnyHashable: Any]) {
        guard let bh = userInfo["bh"] as? [String: Any],
              let thread = bh["thread"] as? String,
              let b64 = bh["ciphertext"] as? String, let ct = Data(base64Encoded: b64),
              let keyId = bh["keyId"] as? String else { return nil }
        self.thread = thread
        self.room = bh["room"] as? String        // housekeeping pushes send the room as a number
        self.ciphertext = ct
        self.keyId = keyId
    }
}
