import EvidenceCore

/// A capability the system grants only to an app that declares it — a key of the built Info.plist or
/// an entitlement it was signed with — and the words that say a failure is about it.
struct CapabilityRequirement {
    let name: String
    let key: String
    let words: [String]

    /// The first requirement the failure is about (its messages, its name, its last lines of code, its
    /// console lines) that the app does not declare.
    static func firstUndeclared(_ requirements: [CapabilityRequirement], _ context: FailureContext, declares: (String) -> Bool) -> CapabilityRequirement? {
        let about = context.test.issues.map(\.message) + [context.test.id.suite + "/" + context.test.id.name]
            + context.code.suffix(3).compactMap(\.excerpt) + context.logLines.compactMap(\.excerpt)
        return requirements.first { requirement in
            !declares(requirement.key) && about.contains { text in requirement.words.contains(where: text.includes) }
        }
    }
}
