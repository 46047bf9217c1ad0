import Foundation
import SwiftData

extension UInt32 {
    /// Node id in the mesh's textual form, e.g. `!deadbeef`.
    func toHex() -> String {
        "!" + String(format: "%08x", self)
    }
}

enum NodeDirectory {
    static func createUser(num: Int64, context: ModelContext) -> UserInfo {
        let user = UserInfo(num: num)
        user.userId = UInt32(truncatingIfNeeded: num).toHex()
        user.longName = "Meshtastic \(String(user.userId.suffix(4)))"
        user.shortName = String(user.userId.suffix(4))
        context.insert(user)
        return user
    }

    /// Called when a packet arrives from a node whose NodeInfo has not been seen yet.
    static func findOrCreateUser(num: Int64, context: ModelContext) -> UserInfo {
        let descriptor = FetchDescriptor<UserInfo>(predicate: #Predicate { $0.num == num })
        if let existing = try? context.fetch(descriptor).first {
            return existing
        }
        let user = UserInfo(num: num)
        user.userId = "!\(UInt32(truncatingIfNeeded: num).toHex())"
        user.longName = "Meshtastic \(String(user.userId.suffix(4)))"
        user.shortName = String(user.userId.suffix(4))
        context.insert(user)
        return user
    }
}
