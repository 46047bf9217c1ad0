import FileProvider
import Foundation

extension Item {
    /// Builds a File Provider item from a row of the local metadata store.
    ///
    /// Used by change enumeration and by the collision path in
    /// `RemoteError.fileProviderError(handlingCollisionAt:store:)`.
    static func storedItem(
        _ metadata: ItemMetadata,
        store: MetadataStore,
        remote: RemoteInterface
    ) -> Item {
        // The item identifier is the server's ocId. A row written before the
        // PROPFIND for it came back has an empty ocId.
        Item(
            identifier: NSFileProviderItemIdentifier(metadata.ocId),
            parentIdentifier: store.parentIdentifier(of: metadata) ?? .rootContainer,
            metadata: metadata,
            remote: remote
        )
    }
}

extension MetadataStore {
    func toFileProviderItems(_ rows: [ItemMetadata], remote: RemoteInterface) -> [NSFileProviderItem] {
        rows.map { Item.storedItem($0, store: self, remote: remote) }
    }
}
