/// The app recorded registering its other tasks but never the one this test exercises (or a plugin
/// says its setup step was skipped): the handler was never registered, so the OS can never launch it,
/// however long the test waits.
struct TaskNeverRegisteredRule: ClassificationRule {
    let identifier = "task_never_registered"
    let category = TriageCategory.configurationRegression
    let readsTheOS = true
    let summary = "The records show the app registering its other tasks but not the one the test exercises: its handler was never registered."

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.CleanupTests/testCleanupRunsInBackground", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"cleanup finished\"."],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded),
                               .record("com.example.app.cleanup", .processing, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh", "com.example.app.cleanup"], modes: ["fetch", "processing"])),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.CleanupTests/testCleanupRunsInBackground", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"cleanup finished\"."],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded),
                               .record("com.example.app.cleanup", .processing, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh", "com.example.app.cleanup"], modes: ["fetch", "processing"])),
            // No registration records at all: the app may not write them.
            .failure("App.CleanupTests/testCleanupRunsInBackground", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"cleanup finished\"."],
                     records: [.record("com.example.app.cleanup", .processing, .submission, .succeeded)]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard context.registrations.contains(where: { $0.phase == .registration }) else { return nil }
        guard let identifier = context.configurationSuspects.first(where: { context.records($0, .registration).isEmpty && !context.records($0).isEmpty })
        else { return nil }
        let record = context.registrations.first { $0.identifier == identifier }!
        let registered = Set(context.registrations.filter { $0.phase == .registration }.map(\.identifier)).sorted()
        return RuleVerdict(
            rule: self.identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: .registration,
            reason: "The app recorded registering \(registered.map { "`\($0)`" }.joined(separator: ", ")) but never `\(identifier)`, which this test exercises: without a registered handler the OS never launches it.",
            evidence: [record.evidence] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Register `\(identifier)` with `BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)` before launch finishes (and check a plugin's own setup step, if one wraps it).", task: identifier)
    }
}
