import Foundation

public struct MessageComposer {
    public init() {}

    /// Normalises a draft before it is sent.
    public func prepare(_ draft: String) -> String? {
        let trimmed = draft.trimmingCharacters(in: .newlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
