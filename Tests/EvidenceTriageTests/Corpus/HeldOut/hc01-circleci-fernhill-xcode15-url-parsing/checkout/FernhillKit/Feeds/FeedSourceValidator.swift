import Foundation

public struct FeedSource: Equatable {
    public let url: URL
}

public enum FeedSourceError: Error, Equatable {
    case notAURL
    case unsupportedScheme(String)
}

/// Validates what the user pastes into "Add by address".
public struct FeedSourceValidator {
    public init() {}

    public func validate(_ address: String) throws -> FeedSource {
        let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed) else { throw FeedSourceError.notAURL }
        if let scheme = url.scheme, !["http", "https", "feed"].contains(scheme.lowercased()) {
            throw FeedSourceError.unsupportedScheme(scheme)
        }
        // A bare word is treated as a host the user forgot the scheme for.
        let normalised = url.scheme == nil ? URL(string: "https://" + trimmed) ?? url : url
        return FeedSource(url: normalised)
    }
}
