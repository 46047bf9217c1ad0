import Foundation
import SwiftData

struct ModelStore {
    let container: ModelContainer
    var context: ModelContext { ModelContext(container) }

    static let schema = Schema([NoteDraft.self, Tag.self, Attachment.self])

    /// Production store: Application Support/default.store
    static func make() throws -> ModelStore {
        let config = ModelConfiguration("Brindle", schema: schema)
        return ModelStore(container: try ModelContainer(for: schema, configurations: [config]))
    }

    static func preview() throws -> ModelStore {
        let config = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
        return ModelStore(container: try ModelContainer(for: schema, configurations: [config]))
    }
}
