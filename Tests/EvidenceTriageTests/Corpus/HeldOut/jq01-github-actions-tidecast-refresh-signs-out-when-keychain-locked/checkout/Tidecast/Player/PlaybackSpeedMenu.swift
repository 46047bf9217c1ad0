import SwiftUI

struct PlaybackSpeedMenu: View {
    static let rates: [Double] = [0.8, 1.0, 1.2, 1.5, 2.0, 2.5]
    @Binding var rate: Double

    var body: some View {
        Menu {
            ForEach(Self.rates, id: \.self) { value in
                Button(Self.title(for: value)) { rate = value }
            }
        } label: {
            Label("Playback speed", systemImage: "gauge.with.needle")
        }
        .accessibilityIdentifier("player.speedMenu")
    }

    /// "1.5x"; the times sign was replaced with a plain x in 4.12 so VoiceOver reads "one point five x".
    static func title(for value: Double) -> String {
        String(format: "%gx", value)
    }
}
