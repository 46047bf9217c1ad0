import EvidenceCore

/// BGTaskScheduler's error codes, however a message spells them: `Error Domain=BGTaskSchedulerErrorDomain
/// Code=1 "(null)"`, `(BGTaskSchedulerErrorDomain error 3.)`, `BGTaskSchedulerErrorDomain, code: 2` (as
/// plugins rewrap it), `BGTaskSchedulerErrorDomain:1` (our records), `BGTaskScheduler.Error(_nsError: …)`,
/// `BGTaskScheduler.Error.Code.unavailable`, `.notPermitted`, `BGTaskSchedulerErrorCodeUnavailable`.
package enum SchedulerErrorCode: Int, CaseIterable, Sendable {
    case unavailable = 1
    case tooManyPendingTaskRequests = 2
    case notPermitted = 3
    /// A continued-processing request submitted with the `.fail` strategy that cannot begin right away.
    case immediateRunIneligible = 4

    package static let domain = "BGTaskSchedulerErrorDomain"

    /// Names of each code, as Swift and Objective-C print them.
    package var names: [String] {
        switch self {
        case .unavailable: ["BGTaskSchedulerErrorCodeUnavailable", "Error.unavailable", "Code.unavailable", "Error(.unavailable", "Error(code: .unavailable"]
        case .tooManyPendingTaskRequests: ["BGTaskSchedulerErrorCodeTooManyPendingTaskRequests", "tooManyPendingTaskRequests"]
        case .notPermitted: ["BGTaskSchedulerErrorCodeNotPermitted", "Error.notPermitted", "Code.notPermitted", "Error(.notPermitted", "Error(code: .notPermitted", ".notPermitted"]
        case .immediateRunIneligible: ["BGTaskSchedulerErrorCodeImmediateRunIneligible", "immediateRunIneligible"]
        }
    }

    /// Every code the text names.
    package static func codes(in text: String) -> Set<SchedulerErrorCode> {
        var found = Set<SchedulerErrorCode>()
        for code in allCases where code.names.contains(where: { text.includes($0) }) { found.insert(code) }
        guard text.includes(domain) else { return found }
        // The number that follows the domain closely: `Code=1`, `error 1`, `code: 1`, `:1`, ` 1`.
        var rest = Substring(text)
        while let range = rest.range(of: domain) {
            let after = rest[range.upperBound...].prefix(40)
            if let digits = Self.firstNumber(in: after), let code = SchedulerErrorCode(rawValue: digits) { found.insert(code) }
            rest = rest[range.upperBound...]
        }
        return found
    }

    /// The first run of digits in `text` that a code marker introduces (not a line number or time).
    private static func firstNumber(in text: Substring) -> Int? {
        // The domain and its number with a blank between (`BGTaskSchedulerErrorDomain 3`, as apps print an error's domain and code).
        let bare = text.dropFirst().prefix { $0.isNumber }
        if text.first == " ", !bare.isEmpty, bare.count <= 2, let value = Int(bare) { return value }
        let lower = text.lowercased()
        for marker in ["code=", "code: ", "code ", "error ", ":", " code="] {
            guard let range = lower.range(of: marker) else { continue }
            let digits = lower[range.upperBound...].prefix { $0.isNumber }
            // `Code=1` ends there; `Code=10` is another code.
            if !digits.isEmpty, digits.count <= 2, let value = Int(digits) { return value }
        }
        return nil
    }
}
