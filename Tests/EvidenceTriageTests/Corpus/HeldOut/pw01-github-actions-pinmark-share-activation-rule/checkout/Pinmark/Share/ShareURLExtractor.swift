import Foundation
import UniformTypeIdentifiers

/// Pulls the bookmark URL out of what the host app handed to the share extension.
enum ShareURLExtractor {
    struct Attachment {
        let typeIdentifier: String
        let value: Any
    }

    static func firstURL(in items: [[Attachment]]) -> URL? {
        guard let first = items.first?.first else { return nil }
        if first.typeIdentifier == UTType.url.identifier {
            return first.value as? URL
        }
        return nil
    }
}
