import SwiftUI

/// The filled, full-width call-to-action used on onboarding, sign-in and paywall screens.
///
/// FERN-1184: give every primary CTA a stable automation hook so UI tests stop
/// depending on localized titles.
struct PrimaryButton: View {
    let title: LocalizedStringKey
    var isLoading = false
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            ZStack {
                Text(title)
                    .font(.headline)
                    .opacity(isLoading ? 0 : 1)
                if isLoading {
                    ProgressView()
                }
            }
            .frame(maxWidth: .infinity, minHeight: 50)
        }
        .buttonStyle(.borderedProminent)
        .tint(Color("FernGreen"))
        .accessibilityIdentifier("primaryButton")
    }
}
