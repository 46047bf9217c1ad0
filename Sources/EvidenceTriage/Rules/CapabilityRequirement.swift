import EvidenceCore
import EvidenceReaders
import EvidenceRun

/// A capability the system grants only to an app that declares it — a key of the built Info.plist or
/// an entitlement it was signed with — and the words that say a failure is about it.
struct CapabilityRequirement {
    let name: String
    let key: String
    let words: [String]

    /// What a refused capability looks like in a failure, besides nothing having happened.
    static let refusals = ["unavailable", "disabled", "not enabled", "not supported", "unsupported", "not allowed", "denied",
                           // The start failed with an error (`can't launch live activity … ActivityInput error 1`).
                           "can't ", "cannot ", "could not ", "couldn’t be completed", "couldn't be completed", "rror"]

    /// The failure that says the system refused the capability, or that nothing came of it — not that
    /// the code's own callback went uncalled (`completion handler must be called`), which a test drives itself.
    /// Where the test's code hands the code a double (`FakeActivityController()`), what came of it or not
    /// is the double's doing: only a refusal in words counts (`caught error: "liveActivitiesDisabled"`).
    static func refusal(_ context: FailureContext) -> TestIssue? {
        let handsADouble = (context.code + context.helperCode).contains { line in
            let text = line.excerpt ?? ""
            return !FailureContext.isComment(text) && buildsADouble(text)
        }
        return context.test.issues.first { issue in
            let message = issue.message.lowercased()
            guard !SignalVocabulary.callbackWaitPhrases.contains(where: message.includes) else { return false }
            return refusals.contains(where: issue.message.includes) || !handsADouble && Expectation.saysNothingHappened(issue.message)
        }
    }

    /// A line names a test double's type: a double's prefix starting a type's name (`FakeActivityController`, `MockLocationManager`).
    static func buildsADouble(_ text: String) -> Bool {
        SignalVocabulary.doublePrefixes.contains { prefix in
            var rest = Substring(text)
            while let range = rest.range(of: prefix) {
                let before = rest[..<range.lowerBound].last
                if before.map({ !($0.isLetter || $0.isNumber) }) ?? true, rest[range.upperBound...].first?.isUppercase == true { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }

    /// The first requirement the failure is about (its messages, its name, its last lines of code, its
    /// console lines) that the app does not declare.
    static func firstUndeclared(_ requirements: [CapabilityRequirement], _ context: FailureContext, declares: (String) -> Bool) -> CapabilityRequirement? {
        let about = context.test.issues.map(\.message) + [context.test.id.suite + "/" + context.test.id.name]
            + context.code.suffix(3).compactMap { $0.excerpt.map { String(ArchivedSources.withoutComment($0)) } } + context.logLines.compactMap(\.excerpt)
        return requirements.first { requirement in
            !declares(requirement.key) && about.contains { text in requirement.words.contains(where: text.includes) }
        }
    }
}
