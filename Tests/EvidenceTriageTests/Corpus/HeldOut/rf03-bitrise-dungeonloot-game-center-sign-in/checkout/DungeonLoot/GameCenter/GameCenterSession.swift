import Foundation
import GameKit
import os

enum GameCenterError: Error, Equatable { case cancelled, failed(String) }

enum AuthEvent { case presentSignIn, authenticated(playerID: String), cancelled, silentWhileForeground }

protocol GameKitAuthenticating: AnyObject {
    func setAuthenticateHandler(_ handler: @escaping (AuthEvent) -> Void)
}

final class GameCenterSession {
    private let log = Logger(subsystem: "com.dungeonloot.game", category: "GameCenter")
    private let authenticator: GameKitAuthenticating

    init(authenticator: GameKitAuthenticating) { self.authenticator = authenticator }

    func signIn() async throws -> String {
        log.info("authenticateHandler set")
        return try await withCheckedThrowingContinuation { continuation in
            authenticator.setAuthenticateHandler { event in
                switch event {
                case .authenticated(let id): continuation.resume(returning: id)
                case .cancelled: continuation.resume(throwing: GameCenterError.cancelled)
                case .presentSignIn, .silentWhileForeground: break
                }
            }
        }
    }
}
