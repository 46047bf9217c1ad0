import Testing
@testable import DungeonLoot

@Suite("Game Center session")
struct GameCenterSessionTests {
    @Test func signInSucceedsWhenAlreadyAuthenticated() async throws {
        let auth = FakeGameKitAuthenticator(script: [.authenticated(playerID: "G:1842")])
        let session = GameCenterSession(authenticator: auth)
        let player = try await session.signIn()
        #expect(player == "G:1842")
    }

    // Mirrors GameKit: after the player cancels the sheet, setting the
    // handler again while the app stays in the foreground never calls it.
    @Test(.timeLimit(.minutes(1)))
    func signInRetriesAfterCancel() async throws {
        let auth = FakeGameKitAuthenticator(script: [.cancelled, .silentWhileForeground])
        let session = GameCenterSession(authenticator: auth)
        await #expect(throws: GameCenterError.cancelled) { try await session.signIn() }
        await #expect(throws: GameCenterError.cancelled) { try await session.signIn() }
    }
}
