import Foundation

public struct Envelope {
    public var name: String
    public var budget: Int   // cents
    public var spent: Int
    public var available: Int { budget - spent }
    public init(name: String, budget: Int, spent: Int) {
        self.name = name; self.budget = budget; self.spent = spent
    }
}

public enum Rollover {
    public static func apply(from previous: Envelope, budget: Int) -> Envelope {
        // carry last month's unspent amount into the new month
        let carried = max(0, previous.budget - previous.spent)
        var next = Envelope(name: previous.name, budget: budget, spent: 0)
        next.budget = budget + min(carried, budget / 10)
        return next
    }
}
