import SwiftUI

/// Capsule button introduced with onboarding v2 (#905).
struct TrailButton: View {
    enum Style { case primary, secondary }

    let style: Style
    let title: LocalizedStringKey
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.headline)
                .frame(maxWidth: .infinity, minHeight: 50)
        }
        .buttonStyle(.borderedProminent)
        .clipShape(Capsule())
    }
}
