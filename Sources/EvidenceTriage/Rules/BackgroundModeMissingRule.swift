import EvidenceCore

/// A processing task without `processing`, or an app-refresh task without `fetch`, in UIBackgroundModes.
struct BackgroundModeMissingRule: ClassificationRule {
    let identifier = "background_mode_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The built Info.plist's UIBackgroundModes lacks the mode the exercised task needs: processing for BGProcessingTask, fetch for BGAppRefreshTask."

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.CleanupTests/testCleanupRuns", messages: ["XCTAssertTrue failed"],
                     records: [.record("com.example.app.cleanup", .processing, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.cleanup"], modes: ["fetch"])),
            .failure("App.RefreshTests/testRefreshRuns", messages: ["XCTAssertTrue failed"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["remote-notification"])),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.CleanupTests/testCleanupRuns", messages: ["XCTAssertTrue failed"],
                     records: [.record("com.example.app.cleanup", .processing, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.cleanup"], modes: ["processing"])),
            // No record tells the task's kind: no claim about modes.
            .failure("App.CleanupTests/testCleanupRuns", messages: ["XCTAssertTrue failed"],
                     plist: .built(permitted: ["com.example.app.cleanup"], modes: [])),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let built = context.plists.filter { $0.unexpandedIdentifiers.isEmpty }
        guard let plist = built.first else { return nil }
        let modes = Set(built.flatMap(\.modes))
        for identifier in context.configurationSuspects {
            guard let record = context.registrations.first(where: { $0.identifier == identifier }) else { continue }
            let kind = record.taskKind
            let needed = kind.requiredBackgroundMode
            guard !modes.contains(needed) else { continue }
            return RuleVerdict(
                rule: self.identifier, category: category, confidence: 0.9, stage: .submission,
                reason: "`\(identifier)` is a \(kind == .processing ? "processing" : "app-refresh") task, and UIBackgroundModes of \(plist.path) lacks `\(needed)`.",
                evidence: [EvidencePointer(path: plist.path, excerpt: "UIBackgroundModes: \(plist.modes.joined(separator: ", "))"), record.evidence],
                nextStep: "Add `\(needed)` to `UIBackgroundModes` (Background Modes capability) of the app target.")
        }
        return nil
    }
}
