enum PasscodePolicy {
    static func isAcceptable(_ code: String) -> Bool {
        let digits = code.compactMap(\.wholeNumberValue)
        guard digits.count == 6 else { return false }
        if Set(digits).count == 1 { return false }
        // Only ascending runs are caught.
        let ascending = zip(digits, digits.dropFirst()).allSatisfy { $1 == $0 + 1 }
        return !ascending
    }
}
