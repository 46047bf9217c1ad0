import SwiftData

enum KestrelSchemaV2: VersionedSchema {
    static var versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] {
        [KomicSeries.self, KomicBook.self, ReadList.self, KomicCollection.self]
    }
}
