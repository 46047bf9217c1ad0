import Foundation
import Testing
import WebKit
@testable import Sonora

@MainActor
@Suite(.serialized)
struct WebSessionRestoreTests {
    @Test("Persisted archive replaces stale live authentication cookies")
    func persistedArchiveReplacesStaleCookies() async throws {
        await WebSessionManager.shared.clearAllData()
        try await CookieArchiveWriteQueue.shared.write([.fixture(name: "__Secure-3PAPISID", value: "expected-session")])
        try await WebSessionManager.shared.setLiveCookie(.fixture(name: "__Secure-3PAPISID", value: "stale-session"))

        await WebSessionManager.shared.restorePersistedSession()

        let cookies = await WebSessionManager.shared.liveCookies()
        #expect(cookies.first { $0.name == "__Secure-3PAPISID" }?.value == "expected-session")
    }

    @Test func emptyArchiveKeepsLiveCookies() async throws {
        await WebSessionManager.shared.clearAllData()
        try await WebSessionManager.shared.setLiveCookie(.fixture(name: "SID", value: "live"))
        await WebSessionManager.shared.restorePersistedSession()
        #expect(await WebSessionManager.shared.liveCookies().map(\.value) == ["live"])
    }
}
