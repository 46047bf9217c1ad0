import Foundation

/// Wraps the go-ssb repo statistics call. The Go side is not re-entrant.
final class RepoStats {
    private let bridge: GoBotBridge
    init(bridge: GoBotBridge) { self.bridge = bridge }

    func current() -> RepoStatistics {
        // ssbRepoStats() returns a C string owned by Go; freed below
        let raw = bridge.ssbRepoStats()
        defer { bridge.free(raw) }
        return RepoStatistics(json: String(cString: raw))
    }
}
