import Testing
@testable import TernKit

/// The notification service extension asks the main app's coordinator to decrypt while the
/// app may already be suspended in the background.
@Suite("Notification decryption")
struct NotificationDecryptionTests {
    let crypto = StubCoreCrypto(plaintext: "see you at 6")

    @Test("Decrypts a message in the foreground")
    func decryptsInForeground() async throws {
        let executer = AppBackgroundTaskExecuter(application: FakeUIApplication(),
                                                 applicationState: FakeApplicationState(isInBackground: false))
        let coordinator = DecryptionCoordinator(executer: executer, crypto: crypto)

        let outcome = try await coordinator.decrypt(.fixture(id: "m-7780"))

        #expect(outcome == .decrypted(messageID: "m-7780"))
    }

    @Test("Decrypts a message when the push arrives with the app already in the background")
    func decryptsMessageStartedFromBackground() async throws {
        let executer = AppBackgroundTaskExecuter(application: FakeUIApplication(),
                                                 applicationState: FakeApplicationState(isInBackground: true))
        let coordinator = DecryptionCoordinator(executer: executer, crypto: crypto)

        let outcome = try await coordinator.decrypt(.fixture(id: "m-7781"))

        #expect(outcome == .decrypted(messageID: "m-7781"))
        #expect(crypto.releasedLocks == crypto.acquiredLocks, "core crypto lock must be released")
    }
}
