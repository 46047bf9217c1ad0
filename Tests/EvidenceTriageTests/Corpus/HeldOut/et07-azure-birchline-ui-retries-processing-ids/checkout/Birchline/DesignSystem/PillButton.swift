import SwiftUI

/// The rounded call-to-action used across onboarding and the run summary.
/// BL-1402: replaces the ad-hoc `Button` + `.buttonStyle(.borderedProminent)`
/// combinations so the pill shape, haptics and dynamic-type sizing live in one place.
struct PillButton: View {
    let title: LocalizedStringKey
    var role: ButtonRole? = nil
    let action: () -> Void

    var body: some View {
        HStack {
            Spacer(minLength: 0)
            Button(role: role, action: {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                action()
            }) {
                Text(title)
                    .font(.headline)
                    .padding(.vertical, 14)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .clipShape(Capsule())
            Spacer(minLength: 0)
        }
        .accessibilityElement(children: .contain)
    }
}
