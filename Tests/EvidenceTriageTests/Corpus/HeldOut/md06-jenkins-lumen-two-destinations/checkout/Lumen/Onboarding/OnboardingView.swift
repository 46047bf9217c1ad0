import SwiftUI

struct OnboardingView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View {
        VStack {
            OnboardingPager()
            if sizeClass == .compact {        // regular width (iPad) never shows the button
                Button("Continue") { }
                    .accessibilityIdentifier("onboarding.continue")
            }
        }
    }
}
