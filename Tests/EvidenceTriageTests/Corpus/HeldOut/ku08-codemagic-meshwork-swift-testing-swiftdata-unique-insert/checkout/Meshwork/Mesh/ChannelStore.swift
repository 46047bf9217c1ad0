import SwiftData

struct ChannelStore {
    let context: ModelContext
    /// Relies on @Attribute(.unique) index to collapse duplicates, which only happens against saved rows.
    func upsert(index: Int, name: String) {
        context.insert(ChannelEntity(index: index, name: name))
    }
}
