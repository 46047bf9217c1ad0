/// Something found in the inputs and deliberately not archived, kept in the manifest so nothing
/// disappears without a trace.
package struct SkippedInput: Codable, Equatable, Sendable {
    package var path: String
    package var reason: SkipReason

    package init(path: String, reason: SkipReason) {
        self.path = path
        self.reason = reason
    }
}
