import SwiftUI

struct OnboardingView: View {
    @EnvironmentObject private var router: AppRouter
    @State private var page = 0

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $page) {
                OnboardingPage(image: "figure.run", title: "Log every run", tag: 0)
                OnboardingPage(image: "person.3.fill", title: "Join your club", tag: 1)
                OnboardingPage(image: "map.fill", title: "Export your routes", tag: 2)
            }
            .tabViewStyle(.page)

            PillButton(title: page == 2 ? "Get started" : "Next") {
                if page == 2 { router.finishOnboarding() } else { page += 1 }
            }
            .accessibilityIdentifier("onboarding.primaryButton")

            PillButton(title: "Skip") {
                router.finishOnboarding()
            }
            .accessibilityIdentifier("onboarding.skipButton")
        }
        .padding()
    }
}
