import FileProvider
import XCTest
@testable import CipherboxFileProvider

final class FileProviderXPCTests: XCTestCase {
    /// The extension object must not be kept alive by a finished XPC connection.
    func testExtensionReleasedAfterXPCCall() async throws {
        weak var weakExtension: FileProviderExtension?
        try await {
            let ext = FileProviderExtension(domain: .fixture)
            weakExtension = ext
            let service = ext.makeVaultLockingService()
            let connection = NSXPCConnection(listenerEndpoint: try service.makeListenerEndpoint())
            connection.remoteObjectInterface = NSXPCInterface(with: VaultLockingXPC.self)
            connection.resume()
            _ = await withCheckedContinuation { c in
                (connection.remoteObjectProxy as! VaultLockingXPC).unlockStatus(vaultID: "v1") { c.resume(returning: $0) }
            }
        }()

        try await Task.sleep(for: .milliseconds(200))
        XCTAssertNil(weakExtension, "FileProviderExtension must be released once the XPC call is done")
    }
}
