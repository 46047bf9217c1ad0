import FileProvider
import Foundation

extension RemoteError {
    /// Maps a failed MKCOL/PUT to the error the File Provider framework expects.
    func fileProviderError(
        handlingCollisionAt remotePath: String,
        store: MetadataStore,
        remote: RemoteInterface
    ) -> Error {
        switch self {
        case .http(status: 405, _):
            // "The resource you tried to create already exists": hand the
            // framework the existing item so it can resolve the collision.
            // The existing item is read from the local store, not from a
            // fresh PROPFIND.
            guard let existing = store.itemMetadata(locatedAt: remotePath) else {
                return NSFileProviderError(.filenameCollision)
            }
            let item = Item.storedItem(existing, store: store, remote: remote)
            return NSFileProviderError(
                .filenameCollision,
                userInfo: [NSFileProviderErrorItemKey: item]
            )
        case .missingMetadata:
            // No local row for an enumerated item.
            return NSFileProviderError(.notAuthenticated)
        case .http(status: 401, _), .http(status: 403, _):
            return NSFileProviderError(.notAuthenticated)
        case .http(status: 404, _):
            return NSFileProviderError(.noSuchItem)
        default:
            return NSFileProviderError(.serverUnreachable)
        }
    }
}
