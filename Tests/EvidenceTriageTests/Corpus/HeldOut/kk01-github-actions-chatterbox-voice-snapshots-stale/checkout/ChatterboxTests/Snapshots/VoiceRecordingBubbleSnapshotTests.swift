import SnapshotTesting
import SwiftUI
import XCTest
@testable import Chatterbox

/// Reference images live in __Snapshots__/VoiceRecordingBubbleSnapshotTests and were
/// recorded on the pinned CI device (iPhone 17 Pro, iOS 26.1) — see SnapshotDefaults.
final class VoiceRecordingBubbleSnapshotTests: XCTestCase {
    private let precision: Float = 0.98

    func test_voiceBubble_incoming_light() {
        let view = VoiceRecordingBubbleView(recording: .fixture(duration: 14, isOutgoing: false),
                                            playback: .idle)
            .frame(width: SnapshotDefaults.bubbleWidth)
            .environment(\.colorScheme, .light)

        assertSnapshot(of: view, as: .image(precision: precision, perceptualPrecision: precision, layout: SnapshotDefaults.layout))
    }

    func test_voiceBubble_outgoing_playing_dark() {
        let view = VoiceRecordingBubbleView(recording: .fixture(duration: 42, isOutgoing: true),
                                            playback: .playing(progress: 0.35))
            .frame(width: SnapshotDefaults.bubbleWidth)
            .environment(\.colorScheme, .dark)

        assertSnapshot(of: view, as: .image(precision: precision, perceptualPrecision: precision, layout: SnapshotDefaults.layout))
    }

    func test_voiceBubble_uploading() {
        let view = VoiceRecordingBubbleView(recording: .fixture(duration: 8, isOutgoing: true),
                                            playback: .uploading(fraction: 0.6))
            .frame(width: SnapshotDefaults.bubbleWidth)

        assertSnapshot(of: view, as: .image(precision: precision, perceptualPrecision: precision, layout: SnapshotDefaults.layout))
    }
}
