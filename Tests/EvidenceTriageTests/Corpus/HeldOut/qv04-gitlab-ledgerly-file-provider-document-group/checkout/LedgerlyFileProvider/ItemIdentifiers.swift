import FileProvider

struct VaultItem {
    let identifier: NSFileProviderItemIdentifier
    let isTrashed: Bool
    let folder: NSFileProviderItemIdentifier

    var parentItemIdentifier: NSFileProviderItemIdentifier {
        folder
    }
}
