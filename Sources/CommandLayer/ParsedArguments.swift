/// The arguments of one invocation, checked against a `CommandConfiguration`.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    public init() {}

    /// The last value given for `name`, or its declared default.
    public func value(_ name: String) -> String? { values[name]?.last }
    public func values(_ name: String) -> [String] { values[name] ?? [] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An integer option, or a usage error naming it.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                "--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'.")
        }
        return number
    }
}

/// A mistake in how the command was called: printed as one sentence, exit 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// Whether the command's usage line follows the message (an unknown option: show what is known).
    public var showsUsage: Bool
    public init(_ message: String, showsUsage: Bool = false) {
        self.message = message
        self.showsUsage = showsUsage
    }
    public var description: String { message }
}
