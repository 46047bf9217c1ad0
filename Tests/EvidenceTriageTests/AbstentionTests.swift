@testable import EvidenceCore
import EvidenceReaders
@testable import EvidenceTriage
import Testing

/// An unclassified failure says why the evidence is silent or split, and what to collect or do
/// next — never a bare percentage (issue 23, issue 25).
@Suite struct AbstentionTests {
    let classifier = Classifier()

    func explain(_ example: RuleExample) -> Abstention? {
        Abstention.explain(classifier.classify(example.context), example.context)
    }

    @Test func aSilentBackgroundFailureNamesWhatIsSilentAndWhatToCollect() throws {
        let example = RuleExample.failure("App.RefreshTests/testRefreshUpdatesFeed", messages: ["Test crashed with signal kill."])
        let abstention = try #require(explain(example))
        #expect(abstention.reason == "Nothing in the evidence says which stage broke: its messages say nothing triage reads as a cause, the test printed no line about background tasks, the run has no registration records and no built Info.plist. Nearest readings, and what each lacked: configuration (row 2) needs a refused registration, a plist without the task or its mode, or the system's refusal — no built Info.plist and no registration records to check it against; not-launched (row 4) needs a submission and a wait for the OS — no submission seen (a record, the app's line) and no wait for the OS; job-failed (row 5) needs the task seen running — no launch, run or completion is; output-assertion (row 6) needs a failed assertion on the output — the test crashed before any assertion.")
        #expect(abstention.nextStep == "Run `App.RefreshTests/testRefreshUpdatesFeed` locally (RefreshTests.swift:10). Then collect the app's registration records (docs/recorder.md) and the built `.app` (its Info.plist) and triage again.")
    }

    @Test func twoReadingsThatDisagreeAreBothNamedWithTheQuestionBetweenThem() throws {
        // A wait for the system to launch the task, and a crash in the handler's own code: as strong.
        let example = RuleExample.failure(
            "App.RefreshTests/testRefreshRunsInBackground",
            messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"system launches refresh\"."],
            log: ["BUG IN CLIENT OF LIBDISPATCH: Assertion failed: Block was expected to execute on queue [com.apple.main-thread]"])
        let classification = classifier.classify(example.context)
        try #require(classification.category == .unclassified && classification.verdict == nil)
        let abstention = try #require(Abstention.explain(classification, example.context))
        #expect(abstention.reason.hasPrefix("Two readings are about as strong and disagree: "))
        #expect(abstention.reason.contains("`crash_in_task_code` reads it as business-logic error"))
        #expect(abstention.reason.contains("`waiting_for_system_launch` reads it as scheduling-expectation mismatch"))
        // The decision table's reading (the earlier pipeline row) first, then the one that contradicts it.
        #expect(abstention.nextStep.hasPrefix("Check which is true in the evidence below: did the test expect the OS to act on its clock (`waiting_for_system_launch`), or did the app's own code fail (`crash_in_task_code`)? Run `App.RefreshTests/testRefreshRunsInBackground` locally"))
    }

    /// The system's own words, clearly stronger than the reading of the test's wait, decide: the
    /// same wait with only the app's line about the activity leaves the two as strong and undecided.
    /// The system's own words, clearly stronger than the reading of the test's wait, decide; the
    /// same test with the app's line saying nothing of the API leaves the wait's reading.
    @Test func aClearlyStrongerLaterReadingDecides() throws {
        func example(_ line: String) -> RuleExample {
            .failure("AppUITests.FocusActivityUITests/testShortcutStartShowsLiveActivity",
                     messages: ["XCTAssertTrue failed - no Live Activity after the shortcut ran"], log: [line],
                     code: ["        XCUIDevice.shared.press(.home)",
                            "        let island = springboard.otherElements[\"focus-activity.deep-work\"]",
                            "        XCTAssertTrue(island.waitForExistence(timeout: 10), \"no Live Activity after the shortcut ran\")"])
        }
        let refused = classifier.classify(example("App[5120:88211] [intents] Live Activity not started for s-19: Target is not foreground").context)
        #expect(refused.verdict?.rule == "api_misused_by_app")
        #expect(refused.verdicts.contains { $0.category == .schedulingExpectationMismatch })
        let silent = classifier.classify(example("App[5120:88211] [intents] focus session s-19 started").context)
        #expect(silent.verdict?.category != .businessLogicError)
    }

    @Test func aDecidedFailureHasNone() {
        let example = RuleExample.failure("App.SyncTests/testSchedules", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""])
        #expect(explain(example) == nil)
        // Nor does an infrastructure verdict, which says its own why.
        #expect(explain(.failure("AppTests/testSync", messages: ["Unable to boot the Simulator."])) == nil)
    }

    /// What each near row of the decision table needed tells the engineer what would have decided it.
    @Test func aWaitForTheCodeNamesWhatTheRowsLacked() throws {
        let example = RuleExample.failure("App.RefreshTests/testRefreshRuns",
                                          messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"ran\"."],
                                          records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                                          plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let abstention = try #require(explain(example))
        #expect(abstention.reason.contains("the built plist and the records show no broken registration for `com.example.app.refresh`"))
        #expect(abstention.reason.contains("not-launched (row 4) needs a submission and a wait for the OS — no submission seen"))
        #expect(abstention.reason.contains("output-assertion (row 6) needs a failed assertion on the output — the failure is a wait that timed out"))
    }

    /// A snapshot a few pixels off its reference: no label, and the way to tell the view's change from the renderer's.
    @Test func aSnapshotNearlyMatchingItsReferenceIsNotTheCodesOnItsOwn() throws {
        let example = RuleExample.failure("AppTests.AccountSummarySnapshotTests/testSummaryCardDarkMode",
                                          messages: ["failed - Snapshot does not match reference.\nNewly-taken snapshot does not match reference. Actual image precision 0.9871 is less than required 0.99"])
        #expect(classifier.classify(example.context).category == .unclassified)
        let abstention = try #require(explain(example))
        #expect(abstention.reason.hasPrefix("The snapshot differs from its reference by 1.3 % (the snapshot library's measure)"))
        #expect(abstention.nextStep.contains("diff image"))
        #expect(SnapshotDrift.matchingShare(in: "failed - Newly-taken snapshot does not match reference: 98.71% of pixels match, required 100%.") == 0.9871)
        #expect(SnapshotDrift.matchingShare(in: "Actual image precision 0.0 is less than required 0.99. Actual perceptual precision 0.0 is less than required 0.98 (snapshot)") == 0)
        #expect(!SnapshotDrift.isNearMatch("failed - Snapshot does not match reference."))
    }

    /// A perceptual precision measures the colour of the image's most different pixel (1 − ΔE / 100), not a
    /// share of it: a shade off is the renderer's as often as the view's; far off is an element changed.
    @Test func aPerceptualPrecisionIsTheWorstPixelsColourNotAShare() throws {
        let shade = RuleExample.failure("AppTests.BoardingCardSnapshotTests/testCardWithLongName",
                                        messages: ["failed - Snapshot does not match reference.\n\nActual perceptual precision 0.9655742 is less than required 0.98"])
        #expect(classifier.classify(shade.context).category == .unclassified)
        let abstention = try #require(explain(shade))
        #expect(abstention.reason.hasPrefix("The snapshot differs from its reference by a shade: its most different pixel is ΔE 3.4 off"))
        #expect(SnapshotDrift.worstPixelPrecision(in: shade.context.test.issues[0].message) == 0.9655742)
        #expect(SnapshotDrift.matchingShare(in: shade.context.test.issues[0].message) == nil)
        // Most pixels off, every one of them a shade: the whole image drawn a shade differently.
        #expect(SnapshotDrift.isNearMatch("Snapshot does not match reference.\nActual image precision 0.91 is less than required 0.99\nActual perceptual precision 0.96 is less than required 0.98"))
        // A pixel far off (a glyph moved, a colour changed): the view's, whatever share of the image it is.
        let far = RuleExample.failure("AppTests.BoardingCardSnapshotTests/testCardWithLongName",
                                      messages: ["failed - Snapshot does not match reference.\n\nActual perceptual precision 0.09625 is less than required 0.99"])
        #expect(classifier.classify(far.context).category == .businessLogicError)
        // A share of the image nearly all of it, a few pixels far (antialiasing, a glyph's edge): still near.
        #expect(SnapshotDrift.isNearMatch("Snapshot does not match reference.\nThe percentage of pixels that match 0.99997 is less than required 1.0\nThe lowest perceptual color precision 0.62 is less than required 0.98"))
        // Much of the image off and not all a shade: far, whatever the library called its measure.
        #expect(!SnapshotDrift.isNearMatch("Snapshot does not match reference.\nThe percentage of pixels that match 0.40 is less than required 1.0\nThe lowest perceptual color precision 0.62 is less than required 0.98"))
        #expect(SnapshotDrift.matchingShare(in: "Snapshot does not match reference.\nThe percentage of pixels that match 0.99997 is less than required 1.0") == 0.99997)
        #expect(SnapshotDrift.worstPixelPrecision(in: "Snapshot does not match reference. Perceptual precision 0.96 is less than required 0.98") == 0.96)
    }

    @Test func aFailureUnrelatedToBackgroundWorkIsNotSentToCollectRecords() throws {
        let example = RuleExample.failure("App.ProfileViewTests/testAvatar", messages: ["Test crashed with signal kill."])
        let abstention = try #require(explain(example))
        #expect(!abstention.nextStep.contains("registration records"))
    }
}
