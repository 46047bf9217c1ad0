import EvidenceCore
import EvidenceReaders

/// A test of playback that goes on once the screen locks or the app leaves the front, while the app
/// said its audio session was in a category the system silences there (`SoloAmbient`, the default a
/// session keeps until the code sets one, or `Ambient`): the `audio` background mode keeps an app
/// playing only in the `.playback` category, which the code chooses — the player's code, not the
/// plist nor the OS's timing. (A build without the mode is `background_mode_missing`'s.)
struct AudioSessionSilencedRule: ClassificationRule {
    let identifier = "audio_session_silenced"
    let category = TriageCategory.businessLogicError
    let summary = "A test of playback in the background or on a locked screen failed while the app said its audio session was SoloAmbient or Ambient: categories the system silences there; `.playback` is the code's to set."

    var triggeringExamples: [RuleExample] {
        [
            .failure("TesselTests.BackgroundPlaybackTests/testPlaybackContinuesAfterLock", messages: [Self.stoppedWhenLocked], log: [Self.soloAmbientLine],
                     plist: .built(permitted: [], modes: ["audio"])),
            // No built plist collected: the category alone says the system would silence it.
            .failure("MurmurUITests.NarrationUITests/testNarrationKeepsPlayingWhenBackgrounded",
                     messages: ["XCTAssertGreaterThan failed: (\"2.0\") is not greater than (\"10.0\") - narration stopped while the app was in the background"],
                     log: ["2026-08-14 09:31:40.901 Murmur[5521:220871] [Audio] session active category=AVAudioSessionCategoryAmbient mode=AVAudioSessionModeDefault"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Nothing says the session's category: what stopped the playback, the evidence does not say.
            .failure("TesselTests.BackgroundPlaybackTests/testPlaybackContinuesAfterLock", messages: [Self.stoppedWhenLocked],
                     plist: .built(permitted: [], modes: ["audio"])),
            // A sound effect's test in the foreground: Ambient is the right category for it.
            .failure("TesselTests.SoundEffectTests/testTapPlaysClick", messages: ["XCTAssertTrue failed - click did not play"], log: [Self.soloAmbientLine]),
            // The build lacks the mode: the plist's reading, not the category's.
            .failure("TesselTests.BackgroundPlaybackTests/testPlaybackContinuesAfterLock", messages: [Self.stoppedWhenLocked], log: [Self.soloAmbientLine],
                     plist: .built(permitted: [], modes: ["fetch"])),
        ]
    }

    /// A locked screen's playback that stopped, and the app's word of its session's category.
    static let stoppedWhenLocked = "Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"playhead advances while locked\"."
    static let soloAmbientLine = "2026-08-14 09:31:40.901233+0000 Tessel[5521:220871] [Player] playing tessel:track:fixture-0042 category=AVAudioSessionCategorySoloAmbient"

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let said = context.text(saying: .audioSessionSilenced),
              context.plists.allSatisfy({ $0.isExtension || $0.modes.contains("audio") }),
              BackgroundModeMissingRule.modesSpokenOf(in: Expectation.testHaystack(context)).contains(where: { $0.mode == "audio" })
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.app, .inferred), stage: nil,
            reason: "The test is about playing on in the background, and the app said its audio session was “\(SignalCatalog.signal(.audioSessionSilenced).phrase(in: said.text) ?? "SoloAmbient")”: a category the system silences when the screen locks or the app leaves the front.",
            evidence: (said.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Set the session's category to `.playback` (`AVAudioSession.sharedInstance().setCategory(.playback)`) before playing, and activate it; the `audio` background mode only keeps a `.playback` session going.")
    }
}
