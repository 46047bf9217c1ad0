import FileProvider
import Sodium
import StowawayKit

final class FileProviderExtension: NSObject, NSFileProviderReplicatedExtension {
    let domain: NSFileProviderDomain
    let database: ItemDatabase
    let responder: ItemResponder

    required init(domain: NSFileProviderDomain) {
        self.domain = domain
        self.database = ItemDatabase(domain: domain, cipher: SecretBox())
        self.responder = ItemResponder(database: database)
        super.init()
        database.openInBackground()
    }

    func invalidate() { database.close() }

    func item(for identifier: NSFileProviderItemIdentifier, request: NSFileProviderRequest,
              completionHandler: @escaping (NSFileProviderItem?, Error?) -> Void) -> Progress {
        responder.item(for: identifier, completionHandler: completionHandler)
        return Progress()
    }
}
