import Foundation

public struct Member: Equatable { public let name: String; public let away: Bool
    public init(name: String, away: Bool) { self.name = name; self.away = away } }

public struct ChoreRotation {
    public let members: [Member]
    public init(members: [Member]) { self.members = members }

    /// Next member after `current`, skipping anyone marked away.
    public func next(after current: Member) -> Member? {
        guard let i = members.firstIndex(of: current) else { return nil }
        return members[(i + 1) % members.count]
    }
}
