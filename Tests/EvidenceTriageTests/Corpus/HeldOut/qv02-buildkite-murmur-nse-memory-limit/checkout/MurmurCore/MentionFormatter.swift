import Foundation

public struct MentionFormatter {
    public let selfHandle: String
    public init(selfHandle: String) { self.selfHandle = selfHandle }

    public func runs(for text: String) -> [(String, Bool)] {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            let w = String(word)
            return (w, w.hasPrefix("@") && w.dropFirst() == selfHandle)
        }
    }
}
