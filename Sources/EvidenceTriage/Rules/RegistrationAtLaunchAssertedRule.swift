import EvidenceCore
import EvidenceReaders

/// The test checks that a handler or observer is registered while the app launches (before
/// `didFinishLaunchingWithOptions` returns) and found it was not: the OS hands a background launch
/// (a task, a HealthKit delivery, a plugin's callback) only to what was registered by then, so
/// registering later is a setup step missing, as a handler registered after launch is — configuration.
struct RegistrationAtLaunchAssertedRule: ClassificationRule {
    let identifier = "registration_at_launch_asserted"
    let category = TriageCategory.configurationRegression
    let summary = "A test that checks something is registered during launch (before didFinishLaunchingWithOptions returns) failed: registering later is a setup step missing, as a handler registered after launch is."

    var triggeringExamples: [RuleExample] {
        [
            .failure("RunnerTests.StepObserverLaunchTests/testObserverRegisteredBeforeLaunchFinishes",
                     messages: ["XCTAssertTrue failed - step observer must be registered in didFinishLaunchingWithOptions"]),
            .failure("AppTests.BackgroundDeliveryTests/observerQueriesRegisteredDuringLaunch",
                     messages: ["Expectation failed: (app.observersRegisteredBeforeDidFinishLaunching → []).contains(.stepCount)"]),
            // Expo's TaskManager: a task must be defined when the bundle's entry module loads (a background launch mounts no screen).
            .failure("trail sync task/is defined when the entry module loads", messages: ["expect(received).toBe(expected) // Object.is equality\n\nExpected: true\nReceived: false"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Registered at launch, and the job it runs computed the wrong value.
            .failure("AppTests.LaunchTests/testRefreshJobMergesItems", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\")"]),
            // Registration, but not at launch: a later step of the app's.
            .failure("AppTests.SettingsTests/testObserverRegisteredAfterOptIn", messages: ["XCTAssertTrue failed - observer registered after opting in"]),
            .failure("profile/is defined when the user signs in", messages: ["expect(received).toBe(expected) // Object.is equality"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let name = Expectation.jobHaystack([], name: context.test.id.name)
        guard let issue = context.test.issues.first(where: { SignalVocabulary.asserts($0.message) }),
              Self.saysRegisteredAtLaunch(name) || Self.saysRegisteredAtLaunch(Expectation.jobHaystack([issue.message], name: ""))
        else { return nil }
        return RuleVerdict(
            // The app's state at launch, as the test reports it.
            rule: identifier, category: category, weight: EvidenceWeight(.app), stage: .registration,
            reason: "The test checks that it is registered while the app launches, and it was not: what registers later misses the OS's background launches — a setup step, not the job's code.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Register it in `application(_:didFinishLaunchingWithOptions:)` (natively, before it returns — not from a cross-platform layer that starts later, nor after a permission prompt).")
    }

    /// `registered during launch`, `registered before launch finishes`, `registered in didFinishLaunching…`,
    /// `registered before did finish launching`; Expo's `defined when the entry module loads` (lowercased words).
    static func saysRegisteredAtLaunch(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { !$0.isLetter }).map(String.init)
        for (index, word) in words.enumerated() where word == "registered" || word == "defined" {
            let next = words[(index + 1)...].prefix(4)
            guard let link = next.first, ["during", "before", "in", "at", "by", "while", "when", "on"].contains(link) else { continue }
            if next.contains(where: { $0.hasPrefix("launch") || $0.hasPrefix("didfinishlaunching") }) || next.contains("did")
                || next.contains("entry") || next.contains("startup") { return true }
        }
        return false
    }
}
