import FileProvider
import os

/// The main app talks to the extension (unlock status, lock now) over an NSFileProviderService XPC connection.
extension FileProviderExtension {
    func makeVaultLockingService() -> VaultLockingService {
        VaultLockingService(extension: self)
    }
}

final class VaultLockingService: NSObject, NSFileProviderServiceSource, NSXPCListenerDelegate, VaultLockingXPC {
    let serviceName = NSFileProviderServiceName("com.cipherbox.app.vault-locking")
    private let fileProviderExtension: FileProviderExtension
    private lazy var listener: NSXPCListener = {
        let listener = NSXPCListener.anonymous()
        listener.delegate = self
        listener.resume()
        return listener
    }()

    init(extension: FileProviderExtension) {
        self.fileProviderExtension = `extension`
    }

    func makeListenerEndpoint() throws -> NSXPCListenerEndpoint { listener.endpoint }

    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection connection: NSXPCConnection) -> Bool {
        connection.exportedInterface = NSXPCInterface(with: VaultLockingXPC.self)
        connection.exportedObject = self
        connection.resume()
        return true
    }

    func unlockStatus(vaultID: String, reply: @escaping (Bool) -> Void) {
        reply(fileProviderExtension.isUnlocked(vaultID: vaultID))
    }
}
