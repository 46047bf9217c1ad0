import EvidenceCore
import EvidenceReaders
import EvidenceRun

/// A capability the system grants only to an app that declares it — a key of the built Info.plist or
/// an entitlement it was signed with — and the words that say a failure is about it.
struct CapabilityRequirement {
    let name: String
    let key: String
    let words: [String]
    /// What a test double of the capability is named for (`Activity` in `FakeActivityController`).
    var doubledWords: [String] = []
    /// The calls (lowercased) of the system's API that the capability gates (`Activity<…>.request`, a
    /// plugin's `startActivity`): a test whose own code (not a UI test) names none of them asked the
    /// system for nothing, so nothing having come of it is not the system's refusal. Empty: not read.
    var systemCalls: [String] = []

    /// What a refused capability looks like in a failure, besides nothing having happened.
    static let refusals = ["unavailable", "disabled", "not enabled", "not supported", "unsupported", "not allowed", "denied",
                           // The start failed with an error (`can't launch live activity … ActivityInput error 1`).
                           "can't ", "cannot ", "could not ", "couldn’t be completed", "couldn't be completed", "rror"]

    /// What a test's code (lowercased) does to supply its own input: writes defaults, decodes a payload.
    static let ownInputs = ["defaults.set(", ".set(", "decode(", "jsonserialization.", "propertylistserialization.", "data(contentsof:"]

    /// The failure that says the system refused the capability, or that nothing came of it — not that
    /// the code's own callback went uncalled (`completion handler must be called`), which a test drives itself.
    /// Where the test's code hands the code a double of the capability (`FakeActivityController`), what came
    /// of it or not is the double's doing: only a refusal in words counts (`caught error: "liveActivitiesDisabled"`).
    static func refusal(of requirement: CapabilityRequirement, _ context: FailureContext) -> TestIssue? {
        let doubled = (context.code + context.helperCode).contains { line in
            let text = line.excerpt ?? ""
            return !FailureContext.isComment(text) && TestDoubleName.appears(in: text) { name in requirement.doubledWords.contains(where: name.contains) }
        }
        // (A test that supplies its own input — defaults it wrote, a payload it decodes — and reads it back
        // through the app's code, naming none of the capability's calls, asked the system for nothing; a test
        // that only drives the app's code, which may call the system itself, still may have.)
        let askedNothing = !requirement.systemCalls.isEmpty && !context.code.isEmpty && !ExtensionNotRunnableRule.drivesTheApp(context.test.id)
            && context.codeSays { text in ownInputs.contains(where: text.includes) }
            && !context.codeSays { text in requirement.systemCalls.contains(where: text.includes) }
        return context.test.issues.first { issue in
            let message = issue.message.lowercased()
            guard !SignalVocabulary.callbackWaitPhrases.contains(where: message.includes) else { return false }
            // (Asked nothing, an error is the code's own unless it names the capability: `liveActivitiesDisabled`.)
            let namesIt = requirement.words.contains { message.includes($0.lowercased()) }
            return refusals.contains(where: issue.message.includes) && (!askedNothing || namesIt)
                || !doubled && !askedNothing && Expectation.saysNothingHappened(issue.message)
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
