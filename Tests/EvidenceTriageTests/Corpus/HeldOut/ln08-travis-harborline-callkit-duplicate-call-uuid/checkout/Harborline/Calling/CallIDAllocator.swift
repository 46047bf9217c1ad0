import CryptoKit
import Foundation

/// Gives each incoming VoIP push the UUID CallKit tracks the call by.
enum CallIDAllocator {
    /// Stable per caller, so a retransmitted push for the same call maps to the same UUID.
    static func uuid(caller: String, pushID: String) -> UUID {
        let digest = Insecure.MD5.hash(data: Data(caller.utf8))
        let bytes = Array(digest)
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
