/// A failure the library reports to its caller: what kind it is (which sets the exit status), the
/// file it is about when the sentence opens with it, and one sentence naming the file and what is
/// wrong. Callers decide by `kind` and `path`, never by reading `message`.
package struct EvidenceError: Error, Equatable, CustomStringConvertible {
    package enum Kind: Equatable, Sendable, CaseIterable {
        /// An input exists but is not what it claims to be (exit 65).
        case malformedInput
        /// An input is missing or cannot be read (exit 66).
        case inputUnavailable
        /// The output cannot be written (exit 74).
        case outputFailed
        /// A usage mistake detected by the library (exit 64).
        case usage
    }

    package var kind: Kind
    package var message: String
    /// The file or bundle `message` opens with (`Bundle.xcresult: object … is unreadable`), so a
    /// caller adding the name knows whether it is already there; nil when the sentence opens otherwise.
    package var path: String?

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// An error whose sentence opens with `path`.
    package init(_ kind: Kind, path: String, _ message: String) {
        self.kind = kind
        self.message = message
        self.path = path
    }

    /// The sentence with a note in brackets before its full stop: "Cannot write x: No space (GITHUB_STEP_SUMMARY)."
    package func message(noting note: String) -> String {
        let body = message.hasSuffix(".") ? message.dropLast() : Substring(message)
        return "\(body) (\(note))."
    }

    package var description: String { message }
}
