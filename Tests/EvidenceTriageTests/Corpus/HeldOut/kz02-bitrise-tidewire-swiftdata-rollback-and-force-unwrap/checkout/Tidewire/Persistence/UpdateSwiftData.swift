import SwiftData
import Foundation

/// Ported from the Core Data version in 3.3 (first SwiftData release).
enum UpdateSwiftData {
    static func upsertMyInfo(_ info: MyInfoPacket, in context: ModelContext) {
        let entity = MyInfoEntity.fetchOrInsert(num: info.num, in: context)
        entity.rebootCount = info.rebootCount
        entity.firmwareVersion = info.firmwareVersion
        do {
            try context.save()
        } catch {
            NSLog("[UpdateSwiftData] save failed for MyInfoEntity(num: 0x%x): %@ — rolling back", info.num, error.localizedDescription)
            context.rollback()          // Core Data pattern carried over in the migration
        }
    }
}
