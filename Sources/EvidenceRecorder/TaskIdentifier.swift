/// A background-task identifier as BGTaskScheduler uses it: a reverse-DNS name
/// (`com.example.app.refresh`). Validating it keeps free text — and so payloads or tokens — out of
/// the records.
public struct TaskIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The identifier as written in the app's Info.plist.
    public let rawValue: String

    /// At most 255 characters; two or more dot-separated labels of letters, digits, `-` and `_`.
    public init(_ text: String) throws {
        guard Self.isValid(text) else { throw RecorderError.invalidIdentifier(text) }
        rawValue = text
    }

    /// The identifier itself.
    public var description: String { rawValue }

    /// Whether `text` is a valid identifier (the rule `init` checks).
    public static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 255 else { return false }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            }
        }
    }
}
