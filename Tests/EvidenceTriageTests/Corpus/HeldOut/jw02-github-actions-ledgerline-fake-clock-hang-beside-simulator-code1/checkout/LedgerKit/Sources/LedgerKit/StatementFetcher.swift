import Clocks
import Foundation

public protocol StatementAPI: Sendable {
    func latestStatement() async throws -> Statement
}

public struct Statement: Equatable, Sendable {
    public var id: String
    public var closingBalanceMinorUnits: Int
}

/// Fetches the latest statement, retrying once after a fixed backoff.
public final class StatementFetcher<C: Clock>: @unchecked Sendable where C.Duration == Duration {
    private let api: StatementAPI
    private let clock: C
    private let backoff: Duration

    public init(api: StatementAPI, clock: C, backoff: Duration = .seconds(8)) {
        self.api = api
        self.clock = clock
        self.backoff = backoff
    }

    public func fetchLatest() async throws -> Statement {
        do {
            return try await api.latestStatement()
        } catch {
            try await clock.sleep(for: backoff)
            return try await api.latestStatement()
        }
    }
}
