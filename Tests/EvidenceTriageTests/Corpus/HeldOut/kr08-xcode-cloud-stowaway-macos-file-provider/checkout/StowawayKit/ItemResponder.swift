import FileProvider

/// Answers NSFileProviderReplicatedExtension.item(for:) for the extension.
public final class ItemResponder {
    let database: ItemDatabase

    public init(database: ItemDatabase) {
        self.database = database
    }

    public func item(for identifier: NSFileProviderItemIdentifier,
                     completionHandler: @escaping (NSFileProviderItem?, Error?) -> Void) {
        guard database.isReady else {
            // The item database is still migrating after launch.
            NSLog("[ItemResponder] database not ready, failing item(for: %@)", identifier.rawValue)
            completionHandler(nil, NSFileProviderError(.cannotSynchronize))
            return
        }
        let item = database.item(for: identifier)
        completionHandler(item, item == nil ? NSFileProviderError(.noSuchItem) : nil)
    }
}
