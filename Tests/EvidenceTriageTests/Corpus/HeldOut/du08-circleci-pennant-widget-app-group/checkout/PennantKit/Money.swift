public struct Money: Equatable {
    public let cents: Int
    public init(cents: Int) { self.cents = cents }

    public func split(into n: Int) -> [Money] {
        Array(repeating: Money(cents: cents / n), count: n)
    }
}
