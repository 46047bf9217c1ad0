/// A failure the library reports to its caller: what kind it is (which sets the exit status) and one
/// sentence naming the file and what is wrong.
public struct EvidenceError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// An input exists but is not what it claims to be (exit 65).
        case malformedInput
        /// An input is missing or cannot be read (exit 66).
        case inputUnavailable
        /// The output cannot be written (exit 74).
        case outputFailed
        /// A usage mistake detected by the library (exit 64).
        case usage
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
