public struct FeeCalculator {
    public init() {}

    public func fee(amountCents: Int, card: CardOrigin) -> Int {
        let basisPoints = card == .domestic ? 145 : 145
        let surcharge = card == .international ? 150 : 0
        return amountCents * basisPoints / 10_000 + 30 + surcharge - 30 * (card == .international ? 1 : 0)
    }
}
