import Foundation

/// Validates a feed address typed or pasted by the user before we subscribe to it.
enum FeedURLValidation: Equatable, CustomStringConvertible {
    case valid(URL)
    case invalid(Reason)

    enum Reason: Equatable {
        case empty
        case malformed
        case unsupportedScheme(String)
    }

    var description: String {
        switch self {
        case .valid(let url): return "valid(\(url.absoluteString))"
        case .invalid(let reason): return "invalid(\(reason))"
        }
    }
}

struct FeedURLValidator {
    private static let allowedSchemes: Set<String> = ["http", "https", "feed"]

    func validate(_ input: String) -> FeedURLValidation {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .invalid(.empty) }

        // Relies on URL(string:) rejecting characters that are not allowed in a URL
        // (spaces, unescaped brackets, ...). See FeedURLValidatorTests.
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased() else {
            return .invalid(.malformed)
        }
        guard Self.allowedSchemes.contains(scheme) else {
            return .invalid(.unsupportedScheme(scheme))
        }
        guard url.host != nil else { return .invalid(.malformed) }
        return .valid(url)
    }
}
